import type { Response } from 'express';

/**
 * A signal that aborts when the caller closes the connection before the response is complete, so the model
 * stops generating an answer nobody will read (and the turn is stored as interrupted).
 */
export function closedByCaller(res: Response): AbortSignal {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  return abort.signal;
}
