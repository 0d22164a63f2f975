import { type ChatStreamEndEvent, Failure, readChatStream } from '@pagewise/protocol';
import { post } from './call';

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
    const res = await post(req, '/v1/chat/stream', { message: req.message, session_id: req.sessionId, context: true }, {
      headers: { Accept: 'text/event-stream' },
      signal: req.signal,
    });
    for await (const token of readChatStream(res.body!, (last) => (end = last), req.signal)) onToken(token);
    return end;
  } catch (err) {
    throw err instanceof Failure || req.signal?.aborted ? err : new Failure('Connection lost.', { code: 'connection_lost', status: 0 });
  }
}
