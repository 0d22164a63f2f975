import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The widget's language packs, as the API serves them from the build (src/i18n/packs before a build). */
const packFile = (code: string) =>
  [new URL(`../../dist/lang/${code}.json`, import.meta.url), new URL(`../../src/i18n/packs/${code}.json`, import.meta.url)].find((url) => existsSync(url));

/** What the stand-in does with one POST /v1/chat/stream. */
export type StreamReply = (req: IncomingMessage, res: ServerResponse, body: any) => void | Promise<void>;

export interface StandInOptions {
  /** Origins the publishable key allows; others get 403 origin_not_allowed. Undefined allows all. */
  allowedOrigins?: string[];
  config?: Record<string, unknown>;
  stream?: StreamReply;
  /** Extra routes, e.g. the widget file for browser tests. */
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The reply to POST /v1/chat/feedback; 200 with the rating by default, as the API answers. */
  feedback?: (res: ServerResponse, body: any) => void;
}

export const sse = (res: ServerResponse, data: unknown, event?: string) =>
  res.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

let answers = 0;

/** Streams `answer` word by word, then the summary event with one citation, then [DONE]. */
export const answerWith =
  (
    answer: string,
    sources = [{ document_id: 'd1', name: 'Handbook.pdf', page: 4, confidence: 0.9, snippet: 'Refunds are paid within 14 days.' }],
    // As the API does: an answer without sources is the "not found" reply.
    answerStatus = sources.length ? 'answered' : 'not_found',
  ): StreamReply =>
  async (_req, res, body) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(': ping\n\n');
    for (const word of answer.split(/(?<= )/)) {
      sse(res, { token: word });
      await new Promise((r) => setTimeout(r, 5));
    }
    sse(res, {
      token: '',
      answer_status: answerStatus,
      source_documents: sources,
      token_usage: { prompt_tokens: 5, completion_tokens: 9, total_tokens: 14 },
      session_id: body.session_id,
      message_id: `msg_${++answers}`,
    });
    sse(res, '[DONE]');
    res.end();
  };

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * A small HTTP server speaking the widget's half of the /v1 contract: widget config, the SSE chat
 * stream, CORS for publishable keys and the origin check. Every request is recorded.
 */
export async function startStandInApi(options: StandInOptions = {}) {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: any }[] = [];
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (options.extra?.(req, res)) return;
    const pack = /^\/widget\/lang\/(\w+)\.json$/.exec(req.url!);
    if (pack) {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: undefined });
      const file = packFile(pack[1]);
      return file ? json(res, 200, JSON.parse(readFileSync(file, 'utf8'))) : json(res, 404, { error: 'Not found.', code: 'not_found', request_id: 'req_4' });
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : undefined;
    requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    if (!String(req.headers.authorization).startsWith('Bearer pw_pk_'))
      return json(res, 401, { error: 'Invalid or missing API key.', code: 'invalid_api_key', request_id: 'req_1' });
    if (origin && options.allowedOrigins && !options.allowedOrigins.includes(origin))
      // The API's own sentence (api-key-errors.ts), which the widget passes on to the site owner's console.
      return json(res, 403, {
        error: `This publishable key is not allowed on ${origin}. Add the origin to the key's allowed origins.`,
        code: 'origin_not_allowed',
        request_id: 'req_2',
      });
    if (req.url === '/v1/widget/config')
      return json(res, 200, { title: 'Acme Help', greeting: 'Hello from Acme.', accent_color: '#0f766e', theme: 'light', show_badge: true, plan: 'free', ...options.config });
    if (req.url === '/v1/chat/stream' && req.method === 'POST') return (options.stream ?? answerWith('Refunds take **14 days**. See page 4.'))(req, res, body);
    if (req.url === '/v1/chat/feedback' && req.method === 'POST')
      return options.feedback ? options.feedback(res, body) : json(res, 200, { message_id: body.message_id, rating: body.rating, comment: null, rated_at: new Date().toISOString() });
    json(res, 404, { error: 'Not found.', code: 'not_found', request_id: 'req_3' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    server,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
