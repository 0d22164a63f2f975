import type { Passage } from '../rag.types.js';
import { buildAnswerMessages } from './prompt.js';
import { citedPassageIndexes } from './prompt-citations.js';

const passage = (name: string, page: number, text: string): Passage => ({ documentId: 'd', name, page, text, score: 1, confidence: 0.9 });

describe('answer prompt', () => {
  const passages = [passage('Handbook.pdf', 3, 'Holidays: 25 days.'), passage('Warranty.pdf', 7, 'Two years.')];

  it('numbers the passages with their document and page and ends with the question', () => {
    const messages = buildAnswerMessages({ question: 'How many holidays?', passages, language: 'en' });
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toMatch(/Always answer in English/);
    const last = messages.at(-1)!;
    expect(last.role).toBe('user');
    expect(last.content).toContain('[1] Handbook.pdf, p. 3\nHolidays: 25 days.');
    expect(last.content).toContain('[2] Warranty.pdf, p. 7\nTwo years.');
    expect(last.content.endsWith('Question:\nHow many holidays?')).toBe(true);
  });

  it("answers in the user's language when the plan allows it", () => {
    const [system] = buildAnswerMessages({ question: '¿Cuántos días?', passages, language: 'auto' });
    expect(system.content).toMatch(/language of the user's question/);
    expect(system.content).not.toMatch(/Always answer in English/);
  });

  it('puts earlier turns of the session before the question', () => {
    const history = [{ message: 'Who wrote it?', response: 'HR did [1].' }];
    const roles = buildAnswerMessages({ question: 'When?', passages, history, language: 'en' }).map((m) => `${m.role}:${m.content.slice(0, 12)}`);
    expect(roles).toEqual(['system:You are Page', 'user:Who wrote it', 'assistant:HR did [1].', 'user:Passages:\n\n[']);
  });

  it('gives the model the exact sentence to reply with when the passages do not answer, in the reply language', () => {
    const [english] = buildAnswerMessages({ question: 'How many holidays?', passages, language: 'en' });
    expect(english.content).toContain("If the passages do not contain the answer, reply with exactly this sentence and nothing else: I couldn't find anything about that in your documents.");
    const [hindi] = buildAnswerMessages({ question: 'कितनी छुट्टियाँ हैं?', passages, language: 'auto' });
    expect(hindi.content).toContain('मुझे आपके दस्तावेज़ों में इसके बारे में कुछ नहीं मिला।');
  });

  it('says so when there are no passages', () => {
    expect(buildAnswerMessages({ question: 'x', passages: [], language: 'en' }).at(-1)!.content).toContain('no passages were found');
  });
});

describe('citedPassageIndexes', () => {
  it('finds markers in order of first mention and ignores unknown numbers', () => {
    expect(citedPassageIndexes('A [2]. B [1][2]. C [1, 3]. D [9] [0].', 3)).toEqual([1, 0, 2]);
    expect(citedPassageIndexes('No citations here.', 3)).toEqual([]);
  });
});
