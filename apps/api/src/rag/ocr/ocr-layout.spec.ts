import { ocrPageLayout } from './ocr-layout.js';

describe('ocrPageLayout', () => {
  it('joins words with spaces, lines with a break and paragraphs with a blank line, one run per word', () => {
    const layout = ocrPageLayout(3, [0, 0, 612, 792], [
      { paragraph: 0, words: [{ text: 'Refunds', confidence: 96, box: [72, 700, 130, 712] }, { text: 'are', confidence: 95, box: [134, 700, 150, 712] }] },
      { paragraph: 0, words: [{ text: 'paid.', confidence: 93, box: [72, 686, 100, 698] }] },
      { paragraph: 1, words: [{ text: 'Returns', confidence: 90, box: [72, 650, 130, 662] }] },
    ]);
    expect(layout).toMatchObject({ page: 3, width: 612, height: 792, text: 'Refunds are\npaid.\n\nReturns' });
    for (const [offset, length] of layout.runs) expect(layout.text.slice(offset, offset + length)).not.toMatch(/\s/);
    expect(layout.runs.map(([offset, length]) => layout.text.slice(offset, offset + length))).toEqual(['Refunds', 'are', 'paid.', 'Returns']);
    expect(layout.runs[2]).toEqual([12, 5, 72, 686, 100, 698]);
  });

  it('drops the zero-width joiners tesseract writes after a virama', () => {
    const layout = ocrPageLayout(1, [0, 0, 100, 50], [{ paragraph: 0, words: [{ text: 'தமிழ்\u200c', confidence: 95, box: [1, 2, 3, 4] }, { text: '\u200c', confidence: 95, box: [5, 2, 6, 4] }] }]);
    expect(layout.text).toBe('தமிழ்');
    expect(layout.runs).toEqual([[0, 5, 1, 2, 3, 4]]);
  });

  it('gives a page without words an empty text', () => {
    expect(ocrPageLayout(1, [0, 0, 100, 50], [])).toEqual({ page: 1, width: 100, height: 50, text: '', runs: [] });
  });
});
