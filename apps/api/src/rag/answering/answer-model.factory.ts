import type { AppConfig } from '../../config/app-config.js';
import type { AnswerModel } from './answer-model.port.js';
import { ExtractiveAnswerModel } from './extractive-answer-model.js';
import { LlmAnswerModel } from './llm-answer-model.js';

/** An OpenAI-compatible chat model when LLM_BASE_URL is set; otherwise extractive answers, no model needed. */
export function answerModelFor(config: AppConfig): AnswerModel {
  const { llm } = config.rag;
  if (!llm.baseUrl) return new ExtractiveAnswerModel();
  return new LlmAnswerModel({ baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey?.reveal(), timeoutMs: llm.timeoutMs });
}
