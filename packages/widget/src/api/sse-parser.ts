/** One server-sent event: the `event:` name (default "message") and its joined `data:` lines. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Incremental SSE framing parser. Chunks may split lines anywhere, so the unfinished tail of the
 * last line is carried over to the next call. Comments (`: ping`) are skipped.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void): (chunk: string) => void {
  let tail = '';
  let name = '';
  let data: string[] = [];
  return (chunk) => {
    const lines = (tail + chunk).split(/\r?\n/);
    tail = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length) onEvent({ event: name || 'message', data: data.join('\n') });
        name = '';
        data = [];
      } else if (line[0] !== ':') {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') name = value;
      }
    }
  };
}
