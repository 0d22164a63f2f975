import { scoreSentences } from '../answering/extractive-sentences.js';
import { chunkPages } from '../chunking/chunker.js';
import { citedPage, pageAtOffset } from './cited-page.js';

describe('the page a passage cites', () => {
  const page1 = 'The keeper wrote to the harbour master every week. The harbour master kept the letters in a wooden';
  const page2 = 'box. The lighthouse was painted red in 1921 by the keeper.';
  const [chunk] = chunkPages([{ page: 1, text: page1 }, { page: 2, text: page2 }]);

  it('records where the page turns inside a chunk; a sentence belongs to the page it starts on', () => {
    expect(chunk).toMatchObject({ pageStart: 1, pageEnd: 2 });
    expect(chunk.text.slice(chunk.pageBreaks[0])).toBe('The lighthouse was painted red in 1921 by the keeper.');
    expect(chunkPages([{ page: 4, text: 'One page only.' }])[0].pageBreaks).toEqual([]);
  });

  it('counts pages on which no sentence starts', () => {
    expect(pageAtOffset(3, [10, 10, 40], 9)).toBe(3);
    expect(pageAtOffset(3, [10, 10, 40], 10)).toBe(5);
    expect(pageAtOffset(3, [10, 10, 40], 41)).toBe(6);
  });

  it('cites the page of the sentence that best matches the question, else the first page', () => {
    const passage = { documentId: 'd', name: 'n.pdf', page: 1, text: chunk.text, score: 1, confidence: 0 };
    expect(citedPage(1, chunk.pageBreaks, scoreSentences('When was the lighthouse painted red?', [passage]))).toBe(2);
    expect(citedPage(1, chunk.pageBreaks, scoreSentences('How often did the keeper write?', [passage]))).toBe(1);
    expect(citedPage(1, chunk.pageBreaks, scoreSentences('Who sells bicycles?', [passage]))).toBe(1);
    expect(citedPage(1, chunk.pageBreaks, [])).toBe(1);
  });
});
