import type { Embedder } from './embedder.port.js';
import { EmbeddingProviderError } from './embedding-provider.error.js';
import { DEFAULT_RETRY_POLICY, isRetryableStatus, type RetryPolicy, retryDelayMs, sleep } from './retry-policy.js';

export interface OpenAiEmbedderOptions {
  /** Ends in /v1, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Asked of the provider only when set (text-embedding-3 models can shorten their vectors). */
  dimensions?: number | null;
  batchSize: number;
  timeoutMs?: number;
  retry?: RetryPolicy;
}

interface EmbeddingsResponse {
  data: Array<{ index: number; embedding: number[] }>;
}

/** Any provider that speaks OpenAI's POST /v1/embeddings: OpenAI, Ollama, vLLM, LM Studio, … */
export class OpenAiCompatibleEmbedder implements Embedder {
  private knownDimensions: number | null;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.knownDimensions = options.dimensions ?? null;
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
    const body = await this.postWithRetries(input, signal);
    const data = [...(body.data ?? [])].sort((a, b) => a.index - b.index);
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

  private async postWithRetries(input: string[], signal?: AbortSignal): Promise<EmbeddingsResponse> {
    const policy = this.options.retry ?? DEFAULT_RETRY_POLICY;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.post(input, signal);
      if (outcome.ok) return outcome.body;
      if (!outcome.retryable || attempt >= policy.maxRetries) throw outcome.error;
      await sleep(retryDelayMs(policy, attempt, outcome.retryAfter), signal);
    }
  }

  private async post(
    input: string[],
    signal?: AbortSignal,
  ): Promise<{ ok: true; body: EmbeddingsResponse } | { ok: false; retryable: boolean; retryAfter: string | null; error: Error }> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const payload = { model: this.options.model, input, ...(this.options.dimensions ? { dimensions: this.options.dimensions } : {}) };
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/embeddings`, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      const error = new EmbeddingProviderError(`Could not reach the embeddings provider at ${this.options.baseUrl}.`, { cause });
      return { ok: false, retryable: true, retryAfter: null, error };
    }
    if (response.ok) return { ok: true, body: (await response.json()) as EmbeddingsResponse };
    const detail = await response.text().catch(() => '');
    const error = new EmbeddingProviderError(
      `The embeddings provider answered ${response.status}: ${providerMessage(detail)}`,
    );
    return { ok: false, retryable: isRetryableStatus(response.status), retryAfter: response.headers.get('retry-after'), error };
  }
}

function providerMessage(body: string): string {
  try {
    return JSON.parse(body).error?.message ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}
