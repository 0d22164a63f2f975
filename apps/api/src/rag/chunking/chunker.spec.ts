import { chunkPages } from './chunker.js';
import { documentTitle } from './document-title.js';
import { paragraphsOf } from './paragraphs.js';
import { splitSentences } from './sentences.js';

const line = (n: number) => `word${n} `.repeat(12).trim();

describe('chunking', () => {
  it('splits sentences without breaking at abbreviations, and handles the danda', () => {
    expect(splitSentences('Dr. Tesla arrived in 1884. He met Edison. Was it 1885?').map((s) => s.text)).toEqual([
      'Dr. Tesla arrived in 1884.',
      'He met Edison.',
      'Was it 1885?',
    ]);
    expect(splitSentences('दिल्ली भारत की राजधानी है। यह एक बड़ा शहर है।')).toHaveLength(2);
  });

  it('rebuilds paragraphs from PDF lines: short lines that end a sentence close one, page breaks do not', () => {
    const page1 = [line(1), line(2), 'End of the first.', line(3), line(4)].join('\n');
    const page2 = [line(5), 'end of the second.'].join('\n');
    const paragraphs = paragraphsOf([{ page: 1, text: page1 }, { page: 2, text: page2 }]);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1].pageMarks.map((m) => m.page)).toEqual([1, 2]);
  });

  it('keeps a heading joined to its paragraph a sentence of its own', () => {
    const [chunk] = chunkPages([{ page: 2, text: 'Leave policy\n\nEvery employee gets 24 days of paid leave per year. Unused leave carries over.' }]);
    expect(chunk.text).toBe('Leave policy\nEvery employee gets 24 days of paid leave per year. Unused leave carries over.');
    expect(splitSentences(chunk.text).map((s) => s.text)).toEqual([
      'Leave policy',
      'Every employee gets 24 days of paid leave per year.',
      'Unused leave carries over.',
    ]);
  });

  it('recognizes a heading without a blank line after it, as PDF text usually comes', () => {
    const page = ['Leave policy', 'Every employee gets 24 days of paid annual leave per year. Unused leave can be', 'carried over for three months.'].join('\n');
    expect(paragraphsOf([{ page: 2, text: page }]).map((p) => p.text)).toEqual([
      'Leave policy',
      'Every employee gets 24 days of paid annual leave per year. Unused leave can be carried over for three months.',
    ]);
    // A short last line that ends without a stop, before a lower-case line, is still wrapped text.
    const wrapped = ['The committee met on Monday and agreed on the budget for the', 'Coming year', 'and the next.'].join('\n');
    expect(paragraphsOf([{ page: 1, text: wrapped }])).toHaveLength(1);
  });

  it('joins words the line wrap broke at a hyphen', () => {
    const [p] = paragraphsOf([{ page: 1, text: 'a long high-\nfrequency line of words here.' }]);
    expect(p.text).toBe('a long high-frequency line of words here.');
  });

  it('keeps whole sentences, respects the size and records the pages each chunk spans', () => {
    const sentence = (i: number) => `Sentence number ${i} talks about topic ${i} at some length here.`;
    const para = Array.from({ length: 30 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkPages([{ page: 3, text: para.slice(0, 700) }, { page: 4, text: para.slice(700) }], {
      targetWords: 40,
      maxWords: 60,
      overlapSentences: 1,
    });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.text).toMatch(/^Sentence number \d+.*here\.$/);
      expect(c.words).toBeLessThanOrEqual(60);
    }
    expect(chunks[0].pageStart).toBe(3);
    expect(chunks.at(-1)!.pageEnd).toBe(4);
    expect(chunks.some((c) => c.pageStart === 3 && c.pageEnd === 4)).toBe(true);
    // One sentence of overlap between neighbours inside a paragraph.
    const lastOfFirst = splitSentences(chunks[0].text).at(-1)!.text;
    expect(chunks[1].text.startsWith(lastOfFirst)).toBe(true);
  });

  it('does not join paragraphs across a page break', () => {
    const chunks = chunkPages([
      { page: 1, text: 'A short first paragraph.' },
      { page: 2, text: 'A short second paragraph.' },
    ]);
    expect(chunks.map((c) => [c.pageStart, c.text])).toEqual([
      [1, 'A short first paragraph.'],
      [2, 'A short second paragraph.'],
    ]);
  });

  it('takes the title from the PDF, else from the file name', () => {
    expect(documentTitle('warranty_terms-2024.pdf')).toBe('warranty terms 2024');
    expect(documentTitle('Nikola-Tesla.pdf', 'Nikola Tesla')).toBe('Nikola Tesla');
    expect(documentTitle('handbook.pdf', 'Employee Handbook')).toBe('Employee Handbook handbook');
    expect(documentTitle('handbook.pdf', 'Microsoft Word - draft.docx')).toBe('handbook');
  });
});
