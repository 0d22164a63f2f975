import type { Failure } from '@pagewise/protocol';

/** What the visitor sees above the composer. With `retryAt`, asking is paused until then. */
export interface Notice {
  text: string;
  retryAt?: number;
}

export const UNAVAILABLE = 'Chat is not available on this site right now.';
export const OFFLINE = 'Cannot reach the chat service. Check your connection and try again.';
export const RETRYING = 'Connection lost. Trying again…';
/** A 429 that names no time (no Retry-After or X-RateLimit-Reset) pauses asking this long. */
const DEFAULT_PAUSE_MS = 10_000;

/**
 * Words for the visitor, and for the site owner a console line that says what to fix. Visitors
 * cannot act on a misconfigured key, so they only learn that chat is unavailable.
 */
export function describeError(failure: Failure): Notice {
  const { status, code } = failure;
  if (status === 429) return { text: 'Too many questions right now.', retryAt: failure.retryAt ?? Date.now() + DEFAULT_PAUSE_MS };
  // The API's sentence says what to fix, e.g. which origin to add to the key's allowed origins.
  if (status === 401 || status === 403) {
    console.error(`[Pagewise] The API refused the widget's key (${code}): ${failure.message}`);
    return { text: UNAVAILABLE };
  }
  if (status === 0) return { text: OFFLINE };
  // No status: the failure came inside the stream (an `event: error`, or an event that could not be read).
  if (!status) return { text: 'The answer stopped unexpectedly. Please ask again.' };
  return { text: 'Something went wrong on our side. Please try again in a moment.' };
}
