import { generateKey, hashKey, KEY_FORMAT, prefixOf } from './api-key-secret.js';

describe('API key secrets', () => {
  it('makes pw_sk_ and pw_pk_ keys of 40 random base62 characters', () => {
    const secret = generateKey('secret');
    expect(secret).toMatch(/^pw_sk_[0-9A-Za-z]{40}$/);
    expect(generateKey('publishable')).toMatch(/^pw_pk_[0-9A-Za-z]{40}$/);
    expect(KEY_FORMAT.test(secret)).toBe(true);
    expect(new Set(Array.from({ length: 200 }, () => generateKey('secret'))).size).toBe(200);
  });

  it('hashes with the pepper, so the same key differs between servers', () => {
    const key = generateKey('secret');
    expect(hashKey('pepper-one', key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKey('pepper-one', key)).toBe(hashKey('pepper-one', key));
    expect(hashKey('pepper-one', key)).not.toBe(hashKey('pepper-two', key));
  });

  it('shows the first 12 characters as the prefix', () => {
    expect(prefixOf('pw_sk_abcdefghijkl')).toBe('pw_sk_abcdef');
  });
});
