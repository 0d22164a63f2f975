import { splitSentences } from '../chunking/sentences.js';
import type { Passage } from '../rag.types.js';
import { segmentWords } from './text-search-config.js';

const MAX = 280;

/** The passage's sentence that shares most words with the question, cut to a short quote. */
export function snippetFor(text: string, question: string): string {
  return cut(mostShared(splitSentences(text).map((s) => s.text), question) ?? text);
}

/**
 * The sentence of a passage that the answer quotes, shown as the source's snippet: one the answer holds word for
 * word (what the extractive answerer writes); else, for a model's own wording, the one sharing most words with
 * the answer and the question, so that the snippet is the evidence the reader is reading about.
 */
export function quotedSnippet(passage: Pick<Passage, 'text' | 'sentences'>, answer: string, question: string): string {
  const sentences = passage.sentences?.map((s) => passage.text.slice(s.offset, s.end).trim()) ?? splitSentences(passage.text).map((s) => s.text);
  const said = folded(answer);
  const quoted = sentences.filter((s) => s.length && said.includes(folded(s)));
  if (quoted.length) return cut(quoted.sort((a, b) => said.indexOf(folded(a)) - said.indexOf(folded(b)))[0]);
  return cut(mostShared(sentences, `${answer} ${question}`) ?? passage.text);
}

function mostShared(sentences: string[], words: string): string | undefined {
  const asked = new Set(segmentWords(words).filter((w) => w.length > 2));
  let best: { text: string; score: number } | undefined;
  for (const text of sentences) {
    const score = segmentWords(text).filter((w) => asked.has(w)).length;
    if (!best || score > best.score) best = { text, score };
  }
  return best?.text;
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const cut = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1).trimEnd()}…` : text);
