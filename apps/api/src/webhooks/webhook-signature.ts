import { createHmac, randomBytes } from 'node:crypto';

/** A signing secret as Standard Webhooks writes it: whsec_ and 24 random bytes in base64. */
export function generateSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The webhook-signature header value (Standard Webhooks): `v1,` and the base64 HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}` under each secret given, space-separated. While a rotated secret is
 * still valid both are listed, so a receiver holding either one verifies.
 */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
