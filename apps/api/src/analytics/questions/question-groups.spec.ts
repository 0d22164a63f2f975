import { groupQuestions, type Wording } from './question-groups.js';
import { jaccard, questionTerms } from './question-terms.js';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));
const wording = (text: string, asked = 1, extra: Partial<Wording> = {}): Wording => ({
  text,
  asked,
  answered: 0,
  notFound: 0,
  ratedDown: 0,
  firstAsked: at(1),
  lastAsked: at(2),
  documents: [],
  ...extra,
});

describe('question terms', () => {
  it('keeps what a question asks about, in English, Hindi, Marathi and Tamil', () => {
    expect(questionTerms('What is the refund policy?')).toEqual(['policy', 'refund']);
    expect(questionTerms("What's the Refund policy")).toEqual(['policy', 'refund']);
    expect(questionTerms('How do I cancel my orders?')).toEqual(questionTerms('cancel orders'));
    expect(questionTerms('रिफंड नीति क्या है?')).toEqual(['नीति', 'रिफंड']);
    expect(questionTerms('परतावा धोरण काय आहे?')).toEqual(['धोरण', 'परतावा']);
    expect(questionTerms('பணம் திரும்பப் பெறும் கொள்கை என்ன?')).toEqual(['கொள்கை', 'திரும்பப்', 'பணம்', 'பெறும்']);
    expect(questionTerms('what is it?')).toEqual([]);
  });

  it('measures Jaccard similarity over sorted terms', () => {
    expect(jaccard(['policy', 'refund'], ['policy', 'refund'])).toBe(1);
    expect(jaccard(['policy', 'refund'], ['refund'])).toBe(0.5);
    expect(jaccard(['a', 'b'], ['c'])).toBe(0);
  });
});

describe('question groups', () => {
  it('groups wordings of one question and adds up what happened to them', () => {
    const groups = groupQuestions([
      wording('What is the refund policy?', 5, { answered: 4, notFound: 1, documents: [{ id: 'd1', name: 'terms.pdf', citations: 4 }] }),
      wording('refund policy', 2, { answered: 1, ratedDown: 1, firstAsked: at(0), documents: [{ id: 'd2', name: 'faq.pdf', citations: 1 }] }),
      wording('Tell me the refund policies', 1, { notFound: 1, lastAsked: at(9) }),
      wording('How do I reset my password?', 3, { notFound: 3 }),
      wording('रिफंड नीति क्या है?', 2, { answered: 2 }),
      wording('रिफंड की नीति क्या है', 1, { answered: 1 }),
    ]);
    expect(groups.map((g) => [g.question, g.count])).toEqual([
      ['What is the refund policy?', 8],
      ['How do I reset my password?', 3],
      ['रिफंड नीति क्या है?', 3],
    ]);
    expect(groups[0]).toMatchObject({
      answered: 5,
      notFound: 2,
      ratedDown: 1,
      firstAsked: at(0),
      lastAsked: at(9),
      examples: ['What is the refund policy?', 'refund policy', 'Tell me the refund policies'],
      topDocument: { id: 'd1', name: 'terms.pdf', citations: 4 },
    });
    expect(groups[0].id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps questions without content terms apart, by wording', () => {
    const groups = groupQuestions([wording('what is it?'), wording('why?'), wording('what is it?')]);
    expect(groups).toHaveLength(3);
  });
});
