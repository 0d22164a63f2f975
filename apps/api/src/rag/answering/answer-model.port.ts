import type { Passage, PriorTurn, TokenUsage } from '../rag.types.js';

export interface AnswerInput {
  question: string;
  /** Retrieved passages, best first; the model cites their pages. */
  passages: Passage[];
  history?: PriorTurn[];
  language: 'en' | 'auto';
  signal?: AbortSignal;
}

/** Streamed pieces of an answer; exactly one 'usage' comes last. */
export type AnswerChunk = { token: string } | { usage: TokenUsage };

export interface AnswerModel {
  readonly name: string;
  /** Throws AnswerModelError when the model fails. Stops promptly when signal aborts. */
  generate(input: AnswerInput): AsyncGenerator<AnswerChunk>;
}

export const ANSWER_MODEL = Symbol('AnswerModel');
