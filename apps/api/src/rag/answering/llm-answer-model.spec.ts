import { OpenAiCompatibleServer } from '../../../test/support/openai-compatible-server.js';
import { AnswerModelError, type Passage } from '../rag.types.js';
import type { AnswerChunk, AnswerInput } from './answer-model.port.js';
import { LlmAnswerModel } from './llm-answer-model.js';

const passages: Passage[] = [
  { documentId: 'doc-1', name: 'Handbook.pdf', page: 4, text: 'Employees get 25 days of holiday.', score: 3, confidence: 0.8 },
];
const input = (extra: Partial<AnswerInput> = {}): AnswerInput => ({ question: 'How many holidays?', passages, language: 'en', ...extra });

async function collect(stream: AsyncGenerator<AnswerChunk>) {
  const tokens: string[] = [];
  const usages = [];
  for await (const chunk of stream) {
    if ('token' in chunk) tokens.push(chunk.token);
    else usages.push(chunk.usage);
  }
  return { text: tokens.join(''), tokens, usages };
}

describe('LlmAnswerModel', () => {
  let server: OpenAiCompatibleServer;
  const model = (maxRetries = 0) => new LlmAnswerModel({ baseUrl: server.url, model: 'chat-small', apiKey: 'sk-llm', timeoutMs: 10_000, maxRetries });

  beforeEach(async () => {
    server = await new OpenAiCompatibleServer({ reply: () => 'You get 25 days of holiday [1].' }).start();
  });
  afterEach(() => server.stop());

  it('streams the answer token by token and ends with the provider-reported usage', async () => {
    const { text, tokens, usages } = await collect(model().generate(input()));
    expect(text).toBe('You get 25 days of holiday [1].');
    expect(tokens.length).toBeGreaterThan(3);
    expect(usages).toHaveLength(1);
    expect(usages[0]).toEqual({ prompt_tokens: expect.any(Number), completion_tokens: tokens.length, total_tokens: expect.any(Number) });
    const request = server.requests[0];
    expect(request.headers.authorization).toBe('Bearer sk-llm');
    expect(request.body).toMatchObject({ model: 'chat-small', stream: true, stream_options: { include_usage: true } });
    expect(request.body.messages.at(-1).content).toContain('[1] Handbook.pdf, p. 4\nEmployees get 25 days of holiday.');
  });

  it('counts tokens itself when the provider reports no usage', async () => {
    server.options.reportUsage = false;
    const { usages } = await collect(model().generate(input()));
    expect(usages[0].completion_tokens).toBeGreaterThan(5);
    expect(usages[0].prompt_tokens).toBeGreaterThan(50);
    expect(usages[0].total_tokens).toBe(usages[0].prompt_tokens + usages[0].completion_tokens);
  });

  it('sends the session history and the language rule', async () => {
    const history = [{ message: 'Hola', response: 'Hola, ¿en qué puedo ayudar?' }];
    await collect(model().generate(input({ history, language: 'auto' })));
    const roles = server.requests[0].body.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(server.requests[0].body.messages[0].content).toMatch(/language of the user's question/);
  });

  it('retries a failed request before streaming starts', async () => {
    server.failNext(503, 1);
    const { text } = await collect(model(1).generate(input()));
    expect(text).toContain('25 days');
    expect(server.requests).toHaveLength(2);
  });

  it('turns provider errors into AnswerModelError', async () => {
    server.failNext(500, 1);
    const error = await collect(model().generate(input())).catch((e) => e);
    expect(error).toBeInstanceOf(AnswerModelError);
    expect(error.message).toMatch(/answered 500: Simulated failure 500/);
  });

  it('reports an unreachable provider', async () => {
    const unreachable = model();
    await server.stop();
    await expect(collect(unreachable.generate(input()))).rejects.toThrow(/Could not reach the answer model/);
  });

  it('stops generating when the signal aborts', async () => {
    server.options.tokenDelayMs = 30;
    server.options.reply = () => 'word '.repeat(200);
    const controller = new AbortController();
    const seen: string[] = [];
    const error = await (async () => {
      for await (const chunk of model().generate(input({ signal: controller.signal }))) {
        if ('token' in chunk) seen.push(chunk.token);
        if (seen.length === 3) controller.abort(new Error('client went away'));
      }
    })().catch((e) => e);
    expect(error).toEqual(new Error('client went away'));
    expect(seen.length).toBeLessThan(10);
    await waitFor(() => server.streamsAbandoned === 1);
  });

  it('closes the provider stream when the reader stops early', async () => {
    server.options.tokenDelayMs = 30;
    server.options.reply = () => 'word '.repeat(200);
    for await (const chunk of model().generate(input())) if ('token' in chunk) break;
    await waitFor(() => server.streamsAbandoned === 1);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}
