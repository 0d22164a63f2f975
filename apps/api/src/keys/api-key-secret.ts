import { createHmac, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 40;
export const KEY_PREFIX_LENGTH = 12;

/** Secret keys are for servers (`pw_sk_`); publishable keys go in web pages (`pw_pk_`). */
export const KEY_FORMAT = /^pw_(sk|pk)_[0-9A-Za-z]{32,}$/;

/** 40 base62 characters (~238 bits); rejection sampling keeps every character equally likely. */
export function generateKey(type: 'secret' | 'publishable'): string {
  let out = '';
  while (out.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < RANDOM_LENGTH) out += BASE62[byte % 62];
    }
  }
  return `${type === 'secret' ? 'pw_sk_' : 'pw_pk_'}${out}`;
}

/** HMAC-SHA256 with the server pepper: a leaked table alone cannot be used to test guesses. */
export function hashKey(pepper: string, plaintext: string): string {
  return createHmac('sha256', pepper).update(plaintext).digest('hex');
}

export function prefixOf(plaintext: string): string {
  return plaintext.slice(0, KEY_PREFIX_LENGTH);
}
