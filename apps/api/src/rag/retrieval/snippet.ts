import { splitSentences } from '../chunking/sentences.js';
import { segmentWords } from './text-search-config.js';

const MAX = 280;

/** The passage's sentence that shares most words with the question, cut to a short quote. */
export function snippetFor(text: string, question: string): string {
  const asked = new Set(segmentWords(question).filter((w) => w.length > 2));
  let best = { text, score: -1 };
  for (const s of splitSentences(text)) {
    const score = segmentWords(s.text).filter((w) => asked.has(w)).length;
    if (score > best.score) best = { text: s.text, score };
  }
  return best.text.length > MAX ? `${best.text.slice(0, MAX - 1).trimEnd()}…` : best.text;
}
