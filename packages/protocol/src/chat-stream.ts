import { Failure } from './failure.js';
import { createEventParser, type ServerEvent } from './sse.js';
import type { ChatStreamEndEvent } from './wire-types.js';

/**
 * The tokens of POST /v1/chat/stream's body, as they arrive; the last data event (sources, usage, session)
 * goes to `onEnd`. It ends at `data: [DONE]` and throws a Failure for what went wrong in the stream: an
 * `event: error` (the API's code), a data line that is not JSON (`stream_error`), a body cut before
 * `[DONE]` (`connection_lost`, status 0). However reading stops (the caller breaks out, `signal` aborts,
 * an error), the body is cancelled, which closes the connection and so stops the generation.
 */
export async function* readChatStream(
  body: ReadableStream<Uint8Array>,
  onEnd: (end: ChatStreamEndEvent) => void,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  // Not every fetch ends the body when its signal aborts; cancelling the reader always does.
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  const events: ServerEvent[] = [];
  const feed = createEventParser((event) => events.push(event));
  try {
    for (let chunk; !(chunk = await reader.read()).done; ) {
      feed(chunk.value);
      for (const { event, data } of events.splice(0)) {
        if (data === '[DONE]') return;
        let json;
        try {
          json = JSON.parse(data);
        } catch {
          throw new Failure(`Error parsing token: ${data.slice(0, 100)}`, { code: 'stream_error' });
        }
        if (event === 'error') throw new Failure(json.error, { code: json.code });
        if (json.source_documents) onEnd(json);
        if (json.token) yield json.token as string;
      }
    }
    throw new Failure('The stream ended before [DONE].', { code: 'connection_lost', status: 0 });
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}
