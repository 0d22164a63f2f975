import type { Passage } from '../rag.types.js';
import type { AnswerInput } from './answer-model.port.js';
import { nothingFoundMessage } from './extractive-messages.js';
import { plainName } from './plain-name.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const INSTRUCTIONS = [
  "You are Pagewise, an assistant that answers questions about an organization's documents.",
  'Answer only from the numbered passages in the last message; do not use outside knowledge.',
  'After each fact, cite the passage it came from with its marker, for example [1] or [2][3].',
  'Be concise and write plain sentences or short lists.',
].join('\n');

/** The fixed sentence a model gives when the passages do not answer; the engine recognises it (not-found-reply.ts). */
function notFoundRule(input: AnswerInput): string {
  return `If the passages do not contain the answer, reply with exactly this sentence and nothing else: ${nothingFoundMessage(input.question, input.language)}`;
}

const LANGUAGE_RULES = {
  en: 'Always answer in English, whatever the language of the question.',
  auto: "Answer in the language of the user's question.",
} as const;

/** "[2] Handbook.pdf, p. 3" — the marker the model cites and the page it maps to. */
export function passageLabel(passage: Passage, index: number): string {
  return `[${index + 1}] ${plainName(passage.name)}, p. ${passage.page}`;
}

/**
 * System instructions, then the session's earlier turns, then one user message holding the numbered
 * passages and the question, so the grounding sits right next to what is asked.
 */
export function buildAnswerMessages(input: AnswerInput): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: `${INSTRUCTIONS}\n${notFoundRule(input)}\n${LANGUAGE_RULES[input.language]}` }];
  for (const turn of input.history ?? []) {
    messages.push({ role: 'user', content: turn.message }, { role: 'assistant', content: turn.response });
  }
  const passages = input.passages.length
    ? input.passages.map((p, i) => `${passageLabel(p, i)}\n${p.text.trim()}`).join('\n\n')
    : '(no passages were found in the documents)';
  messages.push({ role: 'user', content: `Passages:\n\n${passages}\n\nQuestion:\n${input.question}` });
  return messages;
}
