import { NetworkError } from '@pagewise/protocol/account';
import { APIConnectionError } from '@pagewise/sdk';

const UNREACHABLE = 'Cannot reach the Pagewise API. Check your connection and try again.';

/** The sentence to show for a failed call: the API's own, else what to do when the API cannot be reached. */
export function messageOf(error: unknown): string {
  if (error instanceof NetworkError || APIConnectionError.isInstance(error)) return UNREACHABLE;
  if (error instanceof TypeError) return UNREACHABLE;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** The first sentence of each field of a field-keyed /api/auth form error ({"current_password": ["…"]}). */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
}
