import OpenAI from 'openai';
import { describeOpenAiFailure } from '../openai-failure.js';
import type { Embedder } from './embedder.port.js';
import { EmbeddingProviderError } from './embedding-provider.error.js';

export interface OpenAiEmbedderOptions {
  /** Ends in /v1, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Asked of the provider only when set (text-embedding-3 models can shorten their vectors). */
  dimensions?: number | null;
  batchSize: number;
  timeoutMs?: number;
  /**
   * Retries of a batch on a lost connection, 408, 409, 429 and 5xx, by the client library: Retry-After when the
   * provider sends one, else about 0.5 s doubling up to 8 s.
   */
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 4;

/** Any provider that speaks OpenAI's POST /v1/embeddings: OpenAI, Ollama, vLLM, LM Studio, … */
export class OpenAiCompatibleEmbedder implements Embedder {
  private knownDimensions: number | null;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.knownDimensions = options.dimensions ?? null;
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers (Ollama, vLLM) accept any key; the client library insists on one.
      apiKey: options.apiKey ?? 'unused',
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    });
  }

  get dimensions(): number | null {
    return this.knownDimensions;
  }

  async embed(texts: string[], signal?: AbortSignal): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += this.options.batchSize) {
      vectors.push(...(await this.embedBatch(texts.slice(start, start + this.options.batchSize), signal)));
    }
    return vectors;
  }

  private async embedBatch(input: string[], signal?: AbortSignal): Promise<number[][]> {
    const response = await this.request(input, signal);
    const data = [...(response.data ?? [])].sort((a, b) => a.index - b.index);
    if (data.length !== input.length || data.some((d) => !Array.isArray(d.embedding))) {
      throw new EmbeddingProviderError(`The embeddings provider returned ${data.length} vectors for ${input.length} texts.`);
    }
    const length = data[0]?.embedding.length;
    if (length !== undefined) this.checkDimensions(length);
    return data.map((d) => d.embedding);
  }

  private checkDimensions(length: number): void {
    if (this.knownDimensions === null) this.knownDimensions = length;
    else if (length !== this.knownDimensions) {
      throw new EmbeddingProviderError(
        `The embeddings model returned vectors of length ${length}, expected ${this.knownDimensions}. ` +
          'Set EMBEDDINGS_DIMENSIONS to match the model, or re-index after changing models.',
      );
    }
  }

  private async request(input: string[], signal?: AbortSignal): Promise<OpenAI.CreateEmbeddingResponse> {
    const call = this.client.embeddings.create(
      // Floats, as every compatible server sends them (the library would otherwise ask for base64).
      { model: this.options.model, input, encoding_format: 'float', ...(this.options.dimensions ? { dimensions: this.options.dimensions } : {}) },
      { signal },
    );
    try {
      // The library sleeps between retries without watching the signal: stop waiting at once when it aborts.
      return await untilAborted(call, signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      throw new EmbeddingProviderError(describeOpenAiFailure(error, 'the embeddings provider', this.options.baseUrl, timeoutMs), { cause: error });
    }
  }
}

function untilAborted<T>(call: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return call;
  call.catch(() => undefined); // its end after an abort is of no interest
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
