import type { WidgetApiError } from '../api/api-error';

/** What the visitor sees above the composer. With `retryAt`, asking is paused until then. */
export interface Notice {
  text: string;
  retryAt?: number;
}

export const UNAVAILABLE = 'Chat is not available on this site right now.';
export const OFFLINE = 'Cannot reach the chat service. Check your connection and try again.';
export const RETRYING = 'Connection lost. Trying again…';

/**
 * Words for the visitor, and for the site owner a console line that says what to fix. Visitors
 * cannot act on a misconfigured key, so they only learn that chat is unavailable.
 */
export function describeError(err: WidgetApiError, origin = location.origin): Notice {
  if (err.status === 429) return { text: 'Too many questions right now.', retryAt: err.retryAt };
  if (err.code === 'origin_not_allowed') {
    console.error(
      `[Pagewise] This publishable key does not allow requests from ${origin}. ` +
        `Add ${origin} to the key's allowed origins in the Pagewise dashboard.`,
    );
    return { text: UNAVAILABLE };
  }
  if (err.status === 401 || err.status === 403) {
    console.error(`[Pagewise] The API refused the widget's key (${err.code}): ${err.message}`);
    return { text: UNAVAILABLE };
  }
  if (err.status === 0) return { text: OFFLINE };
  if (err.code === 'stream_error') return { text: 'The answer stopped unexpectedly. Please ask again.' };
  return { text: 'Something went wrong on our side. Please try again in a moment.' };
}
