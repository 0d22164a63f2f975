import type { WebhookEvent } from '@pagewise/protocol/types';
import { PagewiseError } from './errors.js';

/** A webhook that is not Pagewise's, was changed on the way, or is too old (or too new) to trust. */
export class WebhookVerificationError extends PagewiseError {
  static override readonly kind: string = 'WebhookVerificationError';
}

/** Headers as Fetch (`Headers`), Node (`req.headers`) or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far webhook-timestamp may be from now, in seconds; default 300 (5 minutes), as Standard Webhooks advises. */
  toleranceSeconds?: number;
  /** The time to check against; default now. */
  now?: Date;
}

const encoder = new TextEncoder();

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  }
  return null;
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Compares in time that depends on the length only, not on where the first difference is. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

async function sign(secret: string, content: string): Promise<string> {
  let key: Uint8Array;
  try {
    key = fromBase64(secret.startsWith('whsec_') ? secret.slice(6) : secret);
  } catch {
    throw new WebhookVerificationError('The webhook secret is not a whsec_ secret.');
  }
  const hmac = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toBase64(new Uint8Array(await crypto.subtle.sign('HMAC', hmac, encoder.encode(content))));
}

/**
 * Checks a webhook from Pagewise (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature, HMAC-SHA256)
 * and returns its event. `payload` is the raw body exactly as received — parse it only after this. `secret` is
 * the endpoint's whsec_ secret, or a list while you switch secrets. Throws WebhookVerificationError for a
 * missing or wrong signature and for a timestamp more than 5 minutes off (a replay). Uses WebCrypto only, so
 * it runs in Node 20+, Deno, Bun, Cloudflare Workers, Vercel Edge and browsers.
 */
async function verify(payload: string | Uint8Array, headers: WebhookHeaders, secret: string | string[], options: VerifyOptions = {}): Promise<WebhookEvent> {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('The webhook-id, webhook-timestamp and webhook-signature headers are required.');
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || !Number.isSafeInteger(seconds)) throw new WebhookVerificationError('The webhook-timestamp header is not a number of seconds.');
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (now - seconds > tolerance) throw new WebhookVerificationError('The webhook is too old: its timestamp is more than 5 minutes ago (a replay?).');
  if (seconds - now > tolerance) throw new WebhookVerificationError('The webhook timestamp is too far in the future.');
  const offered = signatures
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => part.slice(3));
  for (const candidate of Array.isArray(secret) ? secret : [secret]) {
    const expected = await sign(candidate, `${id}.${timestamp}.${body}`);
    if (offered.some((signature) => sameText(signature, expected))) {
      try {
        return JSON.parse(body) as WebhookEvent;
      } catch {
        throw new WebhookVerificationError('The webhook body is not JSON.');
      }
    }
  }
  throw new WebhookVerificationError('No webhook signature matches: the body was changed, or the secret is not this endpoint’s.');
}

/** Verifying webhooks on your receiver; no API key needed. */
export const webhooks = { verify };
