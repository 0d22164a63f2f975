import { Writable } from 'node:stream';

/** One JSON log line as pino writes it. */
export type LogLine = Record<string, any>;

/**
 * A pino destination for tests: it keeps every line the app writes, raw (to search for secrets) and parsed
 * (to check fields). Pass it to startTestApp as `{ logs }`.
 */
export class LogCapture {
  raw = '';

  readonly stream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      this.raw += chunk.toString();
      done();
    },
  });

  get lines(): LogLine[] {
    return this.raw
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** Waits (up to `timeoutMs`) for a line that passes `test`. */
  async waitFor(test: (line: LogLine) => boolean, timeoutMs = 10_000): Promise<LogLine | undefined> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find(test);
      if (found || Date.now() > until) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
