import { inConversationOrder, questionInContext, referenceOf } from './history-context.js';
import type { PriorTurn } from './rag.types.js';

const APOLLO: PriorTurn[] = [
  {
    message: 'When did Apollo 11 land on the Moon?',
    response: 'Apollo 11 landed on 20 July 1969. [Apollo_program.pdf, p. 11]',
    sources: [{ document_id: 'apollo', name: 'Apollo_program.pdf', page: 11 }],
  },
];

describe('earlier turns resolve what a question points at', () => {
  it('tells a question that stands on its own from one that points back', () => {
    expect(referenceOf('What is the capital of Australia?')).toBe('none');
    expect(referenceOf('What is the name of the river that flows through Warsaw?')).toBe('none');
    expect(referenceOf('Why did Warsaw become the capital of the Commonwealth?')).toBe('none');
    expect(referenceOf('When did he graduate?')).toBe('pronoun');
    expect(referenceOf('What was the budget for that?')).toBe('pronoun');
    expect(referenceOf('When did that happen?')).toBe('pronoun');
    expect(referenceOf('What commemorates its heroic history?')).toBe('pronoun');
    expect(referenceOf('And in 1990?')).toBe('continuation');
    expect(referenceOf('What about Kenya?')).toBe('continuation');
    expect(referenceOf('Why?')).toBe('continuation');
  });

  it('searches a question that stands on its own by its own words alone, as in a fresh session', () => {
    expect(questionInContext('What is the capital of Australia?', APOLLO)).toEqual([{ text: 'What is the capital of Australia?', weight: 1 }]);
  });

  it('adds what a pronoun points at: the names of the latest question and the document its answer cited', () => {
    const texts = questionInContext('What was the budget for that?', APOLLO);
    expect(texts[0]).toEqual({ text: 'What was the budget for that?', weight: 1 });
    expect(texts.slice(1)).toEqual([{ text: 'Apollo Moon Apollo program', weight: 0.5 }]);
  });

  it('carries a continuation on from the questions before it', () => {
    const texts = questionInContext('And in 1990?', [{ message: 'Who won the league in 1989?', response: '…' }]);
    expect(texts).toEqual([
      { text: 'And in 1990?', weight: 1 },
      { text: 'Who won the league in 1989?', weight: 0.5 },
    ]);
  });

  it('uses no context without history', () => {
    expect(questionInContext('When did he die?', undefined)).toEqual([{ text: 'When did he die?', weight: 1 }]);
    expect(questionInContext('When did he die?', [])).toHaveLength(1);
  });

  it('moves passages of the document and page the latest answer cited up a little, and changes nothing else', () => {
    const passages = ['other:1', 'other:2', 'apollo:3', 'apollo:11', 'other:4'].map((id) => ({ documentId: id.split(':')[0], page: Number(id.split(':')[1]), id }));
    expect(inConversationOrder(passages, APOLLO).map((p) => p.id)).toEqual(['other:1', 'apollo:3', 'apollo:11', 'other:2', 'other:4']);
    expect(inConversationOrder(passages, undefined)).toBe(passages);
    expect(inConversationOrder(passages, [{ message: 'Hi', response: 'Not found', sources: [] }])).toBe(passages);
  });
});
