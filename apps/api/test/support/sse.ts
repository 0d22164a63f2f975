export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A plain server-sent-events reader per the WHATWG rules: fields per line, `data` lines joined, a blank line
 * dispatches, `:` lines are comments. Yields events as bytes arrive, so a test can stop after the first.
 */
export async function* readSse(body: ReadableStream<Uint8Array>, comments: string[] = []): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length) yield { event, data: data.join('\n') };
        event = 'message';
        data = [];
      } else if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
      } else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
      }
    }
  }
}

/** Every event of a finished stream. */
export async function allEvents(body: ReadableStream<Uint8Array>): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const e of readSse(body)) events.push(e);
  return events;
}
