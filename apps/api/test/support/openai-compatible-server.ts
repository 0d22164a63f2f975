import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks OpenAI's wire format for /v1/embeddings and /v1/chat/completions
 * (JSON and streaming SSE, usage, error bodies). Tests and benchmarks point EMBEDDINGS_BASE_URL and
 * LLM_BASE_URL at `server.url`. Vectors are deterministic bags of hashed words, so texts sharing words
 * are near each other and retrieval can be measured without a model.
 */
export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface OpenAiCompatibleOptions {
  /** Vector length of /v1/embeddings (default 64). */
  dimensions?: number;
  /** The assistant's reply to a chat request (default: a sentence citing passage [1]). */
  reply?: (body: ChatRequestBody) => string;
  /** Report usage in responses (streaming: only when stream_options.include_usage). Default true. */
  reportUsage?: boolean;
  /** Pause between streamed tokens, to test aborts. Default 0. */
  tokenDelayMs?: number;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export class OpenAiCompatibleServer {
  readonly requests: RecordedRequest[] = [];
  /** Set when a streaming client went away before the reply was complete. */
  streamsAbandoned = 0;
  private failures: Array<{ status: number; headers?: Record<string, string> }> = [];
  private server: Server | null = null;
  private port = 0;

  constructor(public options: OpenAiCompatibleOptions = {}) {}

  /** Base URL to configure, ending in /v1 like OpenAI's own. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** The next `count` requests fail with `status` and an OpenAI-style error body. */
  failNext(status: number, count = 1, headers?: Record<string, string>): void {
    for (let i = 0; i < count; i++) this.failures.push({ status, headers });
  }

  /** `port` starts it again where an app already points (a model outage and its end). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return sendError(res, 400, 'Request body is not valid JSON.');
    }
    this.requests.push({ path: req.url ?? '', headers: req.headers, body });
    const failure = this.failures.shift();
    if (failure) return sendError(res, failure.status, `Simulated failure ${failure.status}.`, failure.headers);
    if (req.method === 'POST' && req.url === '/v1/embeddings') return this.embeddings(body, res);
    if (req.method === 'POST' && req.url === '/v1/chat/completions') return this.chat(body, res);
    sendError(res, 404, `Unknown path ${req.url}.`);
  }

  private embeddings(body: { input: string | string[]; model: string }, res: ServerResponse): void {
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    const dimensions = this.options.dimensions ?? 64;
    const data = inputs.map((text, index) => ({ object: 'embedding', index, embedding: hashedVector(text, dimensions) }));
    const tokens = inputs.reduce((sum, text) => sum + words(text).length, 0);
    sendJson(res, 200, { object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
  }

  private async chat(body: ChatRequestBody, res: ServerResponse): Promise<void> {
    const reply = (this.options.reply ?? defaultReply)(body);
    const pieces = reply.match(/\S+\s*/g) ?? [];
    const promptTokens = body.messages.reduce((sum, m) => sum + words(m.content).length, 0);
    const usage = { prompt_tokens: promptTokens, completion_tokens: pieces.length, total_tokens: promptTokens + pieces.length };
    const reportUsage = this.options.reportUsage ?? true;
    const base = { id: 'chatcmpl-local', created: Math.floor(Date.now() / 1000), model: body.model };
    if (!body.stream) {
      const message = { role: 'assistant', content: reply };
      const choice = { index: 0, message, finish_reason: 'stop' };
      return sendJson(res, 200, { ...base, object: 'chat.completion', choices: [choice], ...(reportUsage ? { usage } : {}) });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        this.streamsAbandoned++;
      }
    });
    // Like a real server, it writes no faster than the client reads (so a reader that stalls stalls it too).
    const send = async (data: unknown) => {
      if (res.write(`data: ${JSON.stringify(data)}\n\n`)) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    };
    const chunk = (delta: object, finish: string | null) => ({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] });
    await send(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of pieces) {
      if (this.options.tokenDelayMs) await new Promise((r) => setTimeout(r, this.options.tokenDelayMs));
      if (closed) return;
      await send(chunk({ content: piece }, null));
    }
    if (closed) return;
    await send(chunk({}, 'stop'));
    if (reportUsage && body.stream_options?.include_usage) await send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    res.end('data: [DONE]\n\n');
  }
}

function defaultReply(body: ChatRequestBody): string {
  const question = body.messages.at(-1)?.content.split('\n').at(-1) ?? '';
  return `According to the documents, here is the answer to "${question.slice(0, 60)}" [1].`;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Each word adds weight to a few hashed dimensions; the result is unit length (cosine-ready). */
export function hashedVector(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of words(text)) {
    const digest = createHash('sha1').update(word).digest();
    for (let i = 0; i < 3; i++) vector[digest.readUInt16BE(i * 2) % dimensions] += digest[10 + i] & 1 ? 1 : -1;
  }
  const norm = Math.hypot(...vector);
  if (norm === 0) return vector.map(() => 1 / Math.sqrt(dimensions));
  return vector.map((v) => v / norm);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string, headers?: Record<string, string>): void {
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: null } }, headers);
}
