import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque token for links and refresh cookies (256 bits, URL-safe). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as their SHA-256: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A 6-digit code has few values, so it is keyed with a server secret (and the user) before storing. */
export function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Finds an address's reset codes without storing the address (which may belong to no account). */
export function hashEmail(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`password-reset-email:${email.trim().toLowerCase()}`).digest('hex');
}
