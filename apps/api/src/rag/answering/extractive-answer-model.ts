import { Injectable } from '@nestjs/common';
import type { Passage } from '../rag.types.js';
import { countTextTokens, tokenUsage } from '../tokens/token-counter.js';
import type { AnswerChunk, AnswerInput, AnswerModel } from './answer-model.port.js';
import { nothingFoundMessage } from './extractive-messages.js';
import { type ScoredSentence, scoreSentences } from './extractive-sentences.js';
import { plainName } from './plain-name.js';

/** At most this many sentences, and further ones only while they score close to the best (and add to it, see pick). */
const MAX_SENTENCES = 3;
const KEEP_RATIO = 0.6;
/** Below this share of the question's words, a sentence is not about the question. */
const MIN_RELEVANCE = 0.2;

/**
 * The default answer model, no model weights needed: picks the sentences of the retrieved passages that best
 * answer the question, puts them in reading order, cites each passage's page, and says plainly when nothing
 * relevant was found. It streams word by word like a generative model so clients see one behaviour.
 */
@Injectable()
export class ExtractiveAnswerModel implements AnswerModel {
  readonly name = 'extractive';

  async *generate(input: AnswerInput): AsyncGenerator<AnswerChunk> {
    const answer = compose(input.question, input.passages, input.language);
    for (const token of answer.match(/\S+\s*/g) ?? []) {
      if (input.signal?.aborted) return;
      yield { token };
    }
    const read = [input.question, ...input.passages.map((p) => p.text)].join('\n');
    yield { usage: tokenUsage(countTextTokens(read), countTextTokens(answer)) };
  }
}

export function compose(question: string, passages: Passage[], language: 'en' | 'auto'): string {
  const chosen = pick(scoreSentences(question, passages));
  if (!chosen.length) return nothingFoundMessage(question, language);
  chosen.sort((a, b) => a.passage - b.passage || a.index - b.index);
  const parts: string[] = [];
  chosen.forEach((s, i) => {
    const next = chosen[i + 1];
    const citation = !next || next.passage !== s.passage ? ` [${plainName(passages[s.passage].name)}, p. ${passages[s.passage].page}]` : '';
    parts.push(s.text + citation);
  });
  return parts.join(' ');
}

/** Ends like a sentence; a heading or a table cell does not, and adds nothing beside a real sentence. */
const FULL_SENTENCE = /[.!?;:।॥…"'”’)\]]$/u;

/**
 * The best sentence, then, while they score close to it, further sentences that each hold a word of the question
 * none chosen before holds: "Who discovered oxygen?" gets the sentence naming its discoverers, not every other
 * sentence with "discovered" in it. So no sentence comes twice, though overlapping passages both hold it.
 */
function pick(scored: ScoredSentence[]): ScoredSentence[] {
  const ranked = [...scored].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || best.score < MIN_RELEVANCE) return [];
  const close = ranked.filter((s) => s.score >= best.score * KEEP_RATIO);
  const sentences = close.filter((s) => FULL_SENTENCE.test(s.text));
  const chosen: ScoredSentence[] = [];
  const covered = new Uint8Array(best.holds.length);
  for (const s of sentences.length ? sentences : close) {
    if (chosen.length === MAX_SENTENCES) break;
    if (chosen.length && !s.holds.some((held, i) => held && !covered[i])) continue;
    chosen.push(s);
    s.holds.forEach((held, i) => (covered[i] ||= held));
  }
  return chosen;
}
