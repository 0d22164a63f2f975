import OpenAI from 'openai';
import { describeOpenAiFailure } from '../openai-failure.js';
import { AnswerModelError, type TokenUsage } from '../rag.types.js';
import { countMessageTokens, countTextTokens, tokenUsage } from '../tokens/token-counter.js';
import type { AnswerChunk, AnswerInput, AnswerModel } from './answer-model.port.js';
import { buildAnswerMessages } from './prompt.js';

export interface LlmAnswerModelOptions {
  /** Ends in /v1, e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://host:8000/v1 (vLLM). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  /** Retries before the first streamed byte only (the client library's backoff). */
  maxRetries?: number;
}

/** Streams answers from any OpenAI-compatible chat completions API, grounded in the retrieved passages. */
export class LlmAnswerModel implements AnswerModel {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(private readonly options: LlmAnswerModelOptions) {
    this.name = `llm:${options.model}`;
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers (Ollama, vLLM) accept any key; the client library insists on one.
      apiKey: options.apiKey ?? 'unused',
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  async *generate(input: AnswerInput): AsyncGenerator<AnswerChunk> {
    const messages = buildAnswerMessages(input);
    let answer = '';
    let reported: TokenUsage | null = null;
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.options.model, messages, stream: true, stream_options: { include_usage: true } },
        { signal: input.signal },
      );
      for await (const chunk of stream) {
        if (chunk.usage) reported = tokenUsage(chunk.usage.prompt_tokens, chunk.usage.completion_tokens);
        const token = chunk.choices[0]?.delta?.content;
        if (token) {
          answer += token;
          yield { token };
        }
      }
      // The client library ends the stream quietly on abort; the caller must still learn it was cut short.
      input.signal?.throwIfAborted();
    } catch (error) {
      if (input.signal?.aborted) throw input.signal.reason;
      throw this.failure(error);
    }
    // Providers that ignore stream_options report no usage: count with the tokenizer instead.
    yield { usage: reported ?? tokenUsage(countMessageTokens(messages), countTextTokens(answer)) };
  }

  private failure(error: unknown): AnswerModelError {
    return new AnswerModelError(describeOpenAiFailure(error, 'the answer model', this.options.baseUrl, this.options.timeoutMs), { cause: error });
  }
}
