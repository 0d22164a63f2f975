import { errorFromResponse, WidgetApiError } from './api-error';
import { createEventParser } from './sse-parser';
import type { StreamSummary } from './types';

export interface StreamRequest {
  apiUrl: string;
  apiKey: string;
  message: string;
  sessionId: string;
  signal?: AbortSignal;
}

/**
 * POST /v1/chat/stream and hand each token to `onToken` as it arrives. Resolves with the last data
 * event (sources, usage, session); rejects with a WidgetApiError for HTTP errors, `event: error`
 * and network loss (status 0).
 */
export async function streamChat(req: StreamRequest, onToken: (token: string) => void): Promise<StreamSummary> {
  let res: Response;
  try {
    res = await fetch(`${req.apiUrl}/v1/chat/stream`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${req.apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ message: req.message, session_id: req.sessionId, context: true }),
      signal: req.signal,
    });
  } catch (err) {
    throw networkError(err);
  }
  if (!res.ok || !res.body) throw await errorFromResponse(res);

  let summary: StreamSummary = { source_documents: [] };
  let failure: WidgetApiError | undefined;
  let done = false;
  const feed = createEventParser(({ event, data }) => {
    if (done) return;
    if (data === '[DONE]') {
      done = true;
    } else if (event === 'error') {
      const body = safeParse(data);
      failure = new WidgetApiError(body?.error || 'The answer stopped unexpectedly.', 500, body?.code || 'stream_error');
    } else {
      const body = safeParse(data);
      if (!body) return;
      if (body.token) onToken(body.token);
      if (body.source_documents) summary = body;
    }
  });

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      feed(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    throw networkError(err);
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (!done) throw new WidgetApiError('The connection closed before the answer finished.', 0, 'connection_lost');
  return summary;
}

function networkError(err: unknown): unknown {
  if ((err as Error)?.name === 'AbortError') return err;
  return new WidgetApiError('Network request failed', 0, 'connection_lost');
}

function safeParse(data: string) {
  try {
    return JSON.parse(data);
  } catch {
    console.warn('[Pagewise] Error parsing token', data);
    return undefined;
  }
}
