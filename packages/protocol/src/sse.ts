/** One server-sent event: the `event:` name (default "message") and its joined `data:` lines. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Incremental SSE framing, as much of it as the API uses (docs/api.md): `event:` and `data:` fields,
 * lines ending in LF or CRLF, comments (`: ping`) skipped, `id:` and `retry:` ignored. Chunks may split
 * lines anywhere, so the unfinished tail of the last line waits for the next chunk.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void): (chunk: string) => void {
  let tail = '';
  let name = '';
  let data: string[] = [];
  return (chunk) => {
    const lines = (tail + chunk).split(/\r?\n/);
    tail = lines.pop()!;
    for (const line of lines) {
      if (!line) {
        if (data.length) onEvent({ event: name || 'message', data: data.join('\n') });
        name = '';
        data = [];
      } else if (line[0] !== ':') {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
        if (field === 'data') data.push(value);
        else if (field === 'event') name = value;
      }
    }
  };
}
