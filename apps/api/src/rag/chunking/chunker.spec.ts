import { chunkPages } from './chunker.js';
import { documentTitle } from './document-title.js';
import { paragraphsOf } from './paragraphs.js';
import { splitSentences } from './sentences.js';

const line = (n: number) => `word${n} `.repeat(12).trim();

describe('chunking', () => {
  /** Pages of wrapped lines of words with no sentence end anywhere: the whole document is one paragraph. */
  const unbroken = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      page: i + 1,
      text: Array.from({ length: 45 }, (_, l) => Array.from({ length: 10 }, (_, j) => `word${(i * 31 + l * 10 + j) % 5003}`).join(' ')).join('\n'),
    }));

  it('chunks 1,000 pages without a single full stop in linear time, into chunks of at most maxWords', () => {
    // Before: one paragraph built in 78 s (a regex over the paragraph so far, per line) and one 450,000-word chunk.
    const started = performance.now();
    const chunks = chunkPages(unbroken(1000));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(chunks.length).toBe(Math.ceil(450_000 / 180));
    expect(Math.max(...chunks.map((c) => c.words))).toBe(180);
    expect(chunks[0]).toMatchObject({ pageStart: 1, pageEnd: 1 });
    expect(chunks.at(-1)).toMatchObject({ pageStart: 1000, pageEnd: 1000 });
    // The cuts fall between words: every word of the document is in exactly one chunk, in order.
    expect(chunks.map((c) => c.text).join(' ')).toBe(unbroken(1000).map((p) => p.text.replace(/\n/g, ' ')).join(' '));
  });

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
