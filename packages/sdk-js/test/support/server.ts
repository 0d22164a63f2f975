import { setupServer } from 'msw/node';
import { Pagewise, type ClientOptions } from '../../src/index.js';

export const BASE = 'https://api.pagewise.test';

/** One msw server per test file; handlers are added per test with `server.use(...)`. */
export function mockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function client(options: Partial<ClientOptions> = {}) {
  return new Pagewise({ apiKey: 'pw_sk_test', baseURL: BASE, ...options });
}

/** An SSE body written in the API's framing; each item is one raw chunk on the wire. */
export function sse(chunks: string[], opts: { delayMs?: number } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const chunk of chunks) {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          return; // cancelled by the reader
        }
      }
      controller.close();
    },
  });
}

export const data = (payload: unknown) => `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;

export const errorBody = (status: number, code: string, error = 'Something went wrong') => ({
  error,
  code,
  request_id: `req_${status}`,
});

/** Waits like a slow server, but stops as soon as the client gives up, so no timer outlives the test. */
export function slow(ms: number, request: Request): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
