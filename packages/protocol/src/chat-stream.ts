import { createEventParser } from './sse.js';
import type { ChatStreamEvent, StreamErrorEvent } from './wire-types.js';

/** What POST /v1/chat/stream sends, in order: data events, perhaps an `event: error`, then `data: [DONE]`. */
export type ChatStreamPart =
  | { type: 'event'; event: ChatStreamEvent }
  | { type: 'error'; error: StreamErrorEvent }
  | { type: 'done' };

/**
 * The parts of a chat stream's body, as they arrive. It ends after `[DONE]`; a body that ends before that
 * just ends, so a caller that saw no 'done' knows the answer was cut. A data line that is not JSON throws
 * a SyntaxError once the parts before it are read. However reading stops (the caller breaks out, `signal`
 * aborts, an error), the body is cancelled, which closes the connection and so stops the generation.
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<ChatStreamPart> {
  const reader = body.getReader();
  // Not every fetch ends the body when its signal aborts; cancelling the reader always does.
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  const parts: (ChatStreamPart | SyntaxError)[] = [];
  const feed = createEventParser(({ event, data }) => {
    if (data === '[DONE]') return void parts.push({ type: 'done' });
    try {
      const json = JSON.parse(data);
      parts.push(event === 'error' ? { type: 'error', error: json } : { type: 'event', event: json });
    } catch {
      parts.push(new SyntaxError(`Error parsing token: ${data.slice(0, 100)}`));
    }
  });
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      feed(decoder.decode(chunk.value, { stream: true }));
      for (const part of parts.splice(0)) {
        if (part instanceof SyntaxError) throw part;
        yield part;
        if (part.type === 'done') return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}
