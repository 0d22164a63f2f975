import { SealedBody } from './sealed-body.js';

describe('SealedBody', () => {
  const secret = 'a-server-secret-of-at-least-32-characters';

  it('seals a body so that the stored text does not show it, and opens it again', () => {
    const body = 'Your password reset code is 123456';
    const sealed = new SealedBody(secret).seal(body);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('123456');
    expect(new SealedBody(secret).seal(body)).not.toBe(sealed);
    expect(new SealedBody(secret).open(sealed)).toBe(body);
  });

  it('cannot open a body sealed with another secret, or one tampered with', () => {
    const sealed = new SealedBody(secret).seal('link: https://example.com/verify?token=abc');
    expect(new SealedBody(`${secret}-rotated`).open(sealed)).toBeNull();
    const flipped = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(new SealedBody(secret).open(flipped)).toBeNull();
    expect(new SealedBody(secret).open('plain text')).toBeNull();
  });
});
