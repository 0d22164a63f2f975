import { type ChatStreamEndEvent, Failure, readChatStream, readFailure } from '@pagewise/protocol';

export interface StreamRequest {
  apiUrl: string;
  apiKey: string;
  message: string;
  sessionId: string;
  signal?: AbortSignal;
}

/**
 * POST /v1/chat/stream, handing each token to `onToken` as it arrives. Resolves with the last data event
 * (sources, usage, session), if the API sent one. Rejects with a Failure: the API's for HTTP errors and `event: error`, status 0
 * when the connection was lost; or with the fetch's own error when `signal` aborted.
 */
export async function streamChat(req: StreamRequest, onToken: (token: string) => void): Promise<ChatStreamEndEvent | undefined> {
  let end: ChatStreamEndEvent | undefined;
  try {
    const res = await fetch(`${req.apiUrl}/v1/chat/stream`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${req.apiKey}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message: req.message, session_id: req.sessionId, context: true }),
      signal: req.signal,
    });
    if (!res.ok) throw await readFailure(res);
    for await (const token of readChatStream(res.body!, (last) => (end = last), req.signal)) onToken(token);
    return end;
  } catch (err) {
    throw err instanceof Failure || req.signal?.aborted ? err : new Failure('Connection lost.', { code: 'connection_lost', status: 0 });
  }
}
