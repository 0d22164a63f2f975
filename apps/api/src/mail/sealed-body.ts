import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts the body of a queued mail that carries a secret (a sign-in link, a reset code), so the outbox table
 * never holds it in plain text: AES-256-GCM with a key derived (HKDF-SHA256) from JWT_SECRET, kept apart from
 * the key that signs sessions. A body sealed under an earlier JWT_SECRET cannot be opened: that mail fails.
 */
export class SealedBody {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'pagewise mail outbox body', 32));
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
  }

  /** The plain text, or null when the body was not sealed with this server's secret. */
  open(value: string): string | null {
    if (!value.startsWith(`${VERSION}:`)) return null;
    const raw = Buffer.from(value.slice(VERSION.length + 1), 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
