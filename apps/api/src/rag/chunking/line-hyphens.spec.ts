import { documentVocabulary, joinsBrokenWord } from './line-hyphens.js';
import { paragraphsOf } from './paragraphs.js';

const text = (lines: string[]) => paragraphsOf([{ page: 1, text: lines.join('\n') }]).map((p) => p.text);

describe('words broken at a line-end hyphen', () => {
  it('joins a word the wrap broke, so that it is found by its normal spelling', () => {
    expect(text(['The report studies the environ-', 'mental effects of the new dam on the river.'])).toEqual([
      'The report studies the environmental effects of the new dam on the river.',
    ]);
  });

  it('keeps the hyphen of a compound the document writes with it elsewhere, and joins a word it writes whole', () => {
    const page = [
      'A well-known result is stated first; the proof is well-',
      'known too. The reconstruction of the bridge took years; the recon-',
      'struction cost more than planned.',
    ];
    expect(text(page)).toEqual(['A well-known result is stated first; the proof is well-known too. The reconstruction of the bridge took years; the reconstruction cost more than planned.']);
  });

  it('lets the more frequent spelling win when the document uses both', () => {
    const vocabulary = documentVocabulary([{ page: 1, text: 'cooperation and cooperation but co-operation once' }]);
    expect(joinsBrokenWord('the co-', 'operation of', vocabulary)).toBe(true);
  });

  it('keeps the hyphen before a capital even where the document also writes the word whole', () => {
    const vocabulary = documentVocabulary([{ page: 1, text: 'A transatlantic cable.' }]);
    expect(joinsBrokenWord('a trans-', 'Atlantic wireless station', vocabulary)).toBe(false);
  });

  it.each([
    ['a capital after the break', 'the Anglo-', 'Norman kingdom'],
    ['a particle after the break', 'and trench cave-', 'ins'],
    ['a one-letter head', 'send an e-', 'mail to us'],
    ['an acronym head', 'a PDF-', 'based workflow'],
    ['a hyphenated word before', 'a state-of-the-', 'art method'],
    ['a usual compound head', 'a self-', 'evident truth'],
    ['two words the document uses on their own', 'the decision-', 'making process'],
  ])('keeps the hyphen without evidence for: %s', (_, previous, line) => {
    const vocabulary = documentVocabulary([{ page: 1, text: 'Every decision needs some making of plans.' }]);
    expect(joinsBrokenWord(previous, line, vocabulary)).toBe(false);
  });

  it('joins without evidence a break before a suffix or between fragments that are no words of the document', () => {
    const vocabulary = documentVocabulary([{ page: 1, text: 'Nothing here uses either half.' }]);
    expect(joinsBrokenWord('results are obtain-', 'able from the', vocabulary)).toBe(true);
    expect(joinsBrokenWord('he spoke nerv-', 'ously about it', vocabulary)).toBe(true);
  });

  it('leaves a hyphen that is not between two letters as printed', () => {
    expect(text(['rain was scarce in the valley in the years 2010-', '2020 were dry and the river ran low.'])).toEqual([
      'rain was scarce in the valley in the years 2010-2020 were dry and the river ran low.',
    ]);
  });

  it('joins at a soft hyphen, and across a page turn with the new page marked where its text starts', () => {
    const [p] = paragraphsOf([
      { page: 1, text: 'The committee discussed the founda\u00AD' },
      { page: 2, text: 'tional principles of the new charter at length.' },
    ]);
    expect(p.text).toBe('The committee discussed the foundational principles of the new charter at length.');
    expect(p.pageMarks).toEqual([
      { offset: 0, page: 1 },
      { offset: 'The committee discussed the founda'.length, page: 2 },
    ]);
  });

  it('does not count the fragments around a break as words of the document', () => {
    const vocabulary = documentVocabulary([{ page: 1, text: 'the environ-\nmental effects' }]);
    expect(vocabulary.words.has('environ')).toBe(false);
    expect(vocabulary.words.has('mental')).toBe(false);
    expect(vocabulary.words.get('effects')).toBe(1);
  });
});
