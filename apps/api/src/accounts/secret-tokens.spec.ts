import { hashCode, hashToken, newOpaqueToken, newSixDigitCode, sameHash } from './secret-tokens.js';

describe('secret tokens', () => {
  it('makes URL-safe opaque tokens of 256 bits and stores only their hash', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('makes 6-digit codes and keys their hash by secret and user', () => {
    for (let i = 0; i < 50; i++) expect(newSixDigitCode()).toMatch(/^\d{6}$/);
    const a = hashCode('secret', 'user-1', '123456');
    expect(sameHash(a, hashCode('secret', 'user-1', '123456'))).toBe(true);
    expect(sameHash(a, hashCode('secret', 'user-2', '123456'))).toBe(false);
    expect(sameHash(a, hashCode('other', 'user-1', '123456'))).toBe(false);
  });
});
