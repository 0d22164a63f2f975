import { OpenAiCompatibleServer } from '../../../test/support/openai-compatible-server.js';
import { EmbeddingProviderError } from './embedding-provider.error.js';
import { OpenAiCompatibleEmbedder, type OpenAiEmbedderOptions } from './openai-compatible-embedder.js';

// The server asks for a short wait (retry-after-ms, which the client library honours) so tests stay fast.
const soon = { 'retry-after-ms': '5' };

describe('OpenAiCompatibleEmbedder', () => {
  let server: OpenAiCompatibleServer;
  const embedder = (extra: Partial<OpenAiEmbedderOptions> = {}) =>
    new OpenAiCompatibleEmbedder({ baseUrl: server.url, model: 'embed-small', batchSize: 3, maxRetries: 3, ...extra });

  beforeEach(async () => {
    server = await new OpenAiCompatibleServer({ dimensions: 16 }).start();
  });
  afterEach(() => server.stop());

  it('embeds in batches, keeps the order and learns the vector length', async () => {
    const e = embedder({ apiKey: 'sk-test' });
    expect(e.dimensions).toBeNull();
    const texts = ['one', 'two', 'three', 'four', 'five', 'one'];
    const vectors = await e.embed(texts);
    expect(vectors).toHaveLength(6);
    expect(vectors[0]).toHaveLength(16);
    expect(vectors[5]).toEqual(vectors[0]);
    expect(vectors[1]).not.toEqual(vectors[0]);
    expect(e.dimensions).toBe(16);
    expect(server.requests.map((r) => r.body.input)).toEqual([texts.slice(0, 3), texts.slice(3)]);
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-test');
    expect(server.requests[0].body.model).toBe('embed-small');
  });

  it('asks for the configured dimensions and refuses vectors of another length', async () => {
    await expect(embedder({ dimensions: 8 }).embed(['x'])).rejects.toThrow(/length 16, expected 8/);
    expect(server.requests[0].body.dimensions).toBe(8);
  });

  it('retries 429 and 5xx, after Retry-After or with backoff, then succeeds', async () => {
    server.failNext(429, 1, { 'retry-after': '0' });
    server.failNext(500, 1);
    server.failNext(503, 1, soon);
    const vectors = await embedder().embed(['retry me']);
    expect(vectors).toHaveLength(1);
    expect(server.requests).toHaveLength(4);
  });

  it('gives up after the last retry with the provider message', async () => {
    server.failNext(500, 10, soon);
    const error = await embedder().embed(['x']).catch((e) => e);
    expect(error).toBeInstanceOf(EmbeddingProviderError);
    expect(error.message).toBe('The embeddings provider answered 500: Simulated failure 500.');
    expect(server.requests).toHaveLength(4);
  });

  it('does not retry a request the provider refuses as invalid', async () => {
    server.failNext(400, 1);
    await expect(embedder().embed(['x'])).rejects.toThrow(/answered 400/);
    expect(server.requests).toHaveLength(1);
  });

  it('retries connection errors and reports the provider as unreachable', async () => {
    const e = embedder({ maxRetries: 1 });
    const url = server.url;
    await server.stop();
    await expect(e.embed(['x'])).rejects.toThrow(`Could not reach the embeddings provider at ${url}.`);
  });

  it('stops when the signal aborts', async () => {
    server.failNext(500, 10, { 'retry-after': '2' });
    const controller = new AbortController();
    const e = embedder({ maxRetries: 5 });
    const pending = e.embed(['x'], controller.signal);
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    const started = Date.now();
    await expect(pending).rejects.toThrow('cancelled');
    // The wait the server asked for (2 s) is cut short.
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
