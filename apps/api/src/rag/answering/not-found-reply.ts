import { isNothingFoundMessage } from './extractive-messages.js';
import { citedPassageIndexes } from './prompt-citations.js';

/**
 * Whether an answer is the "not in your documents" reply: the fixed sentence the prompt asks a model to give
 * (extractive answers give it word for word), on its own or with a little more, but citing no passage.
 */
export function saysNotFound(answer: string, passageCount: number): boolean {
  const sentences = answer.replace(/\s+/g, ' ').trim().split(/(?<=[.!?।])\s+/u);
  return sentences.some((s) => isNothingFoundMessage(s)) && citedPassageIndexes(answer, passageCount).length === 0 && !/\[[^\]]+, p\. \d+\]/.test(answer);
}
