import { countTokens } from 'gpt-tokenizer';
import type { TokenUsage } from '../rag.types.js';

/**
 * Counts tokens with the o200k encoding (OpenAI's current models). Used when a provider does not report
 * usage and by the extractive answer model, so token_usage is always filled with comparable numbers.
 */
export function countTextTokens(text: string): number {
  return text ? countTokens(text) : 0;
}

/** Chat formats add a few tokens per message for roles and separators (OpenAI's published rule of thumb). */
const PER_MESSAGE_OVERHEAD = 4;
const PER_REPLY_PRIMING = 3;

export function countMessageTokens(messages: ReadonlyArray<{ content: string }>): number {
  return messages.reduce((sum, m) => sum + PER_MESSAGE_OVERHEAD + countTextTokens(m.content), PER_REPLY_PRIMING);
}

export function tokenUsage(promptTokens: number, completionTokens: number): TokenUsage {
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
}
