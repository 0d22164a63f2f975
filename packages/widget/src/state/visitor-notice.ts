import { Failure } from '@pagewise/protocol';
import type { Word } from '../i18n/words';

/** What the visitor sees above the composer, as a key of the widget's words. With `retryAt`, asking is paused until then. */
export interface Notice {
  word: Word;
  retryAt?: number;
}

/** A 429 that names no time (no Retry-After or X-RateLimit-Reset) pauses asking this long. */
const DEFAULT_PAUSE_MS = 10_000;

/**
 * Words for the visitor, and for the site owner a console line that says what to fix. Visitors
 * cannot act on a misconfigured key, so they only learn that chat is unavailable. Anything that is not
 * a Failure is a fetch that found no server: the connection.
 */
export function describeError(failure: Failure): Notice {
  const { status, code } = failure;
  if (status === 429) return { word: 'busy', retryAt: failure.retryAt ?? Date.now() + DEFAULT_PAUSE_MS };
  // The API's sentence says what to fix, e.g. which origin to add to the key's allowed origins.
  if (status === 401 || status === 403) {
    console.error(`[Pagewise] The API refused the widget's key (${code}): ${failure.message}`);
    return { word: 'unavailable' };
  }
  if (status === 0 || !(failure instanceof Failure)) return { word: 'offline' };
  // No status: the failure came inside the stream (an `event: error`, or an event that could not be read).
  if (!status) return { word: 'stopped' };
  return { word: 'failed' };
}
