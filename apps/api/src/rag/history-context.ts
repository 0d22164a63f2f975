import type { PriorTurn } from './rag.types.js';
import type { WeightedText } from './retrieval/query-terms.js';

/** Earlier questions of the session, newest first and fading, so "when did he die?" finds whom "he" meant. */
const TURNS = 2;
const WEIGHT = 0.5;

export function historyContext(history: PriorTurn[] | undefined): WeightedText[] {
  if (!history?.length) return [];
  return history
    .slice(-TURNS)
    .reverse()
    .map((turn, i) => ({ text: turn.message, weight: WEIGHT / (i + 1) }));
}
