import PDFDocument from 'pdfkit';
import { ChromiumPrinter, hasChromium } from '../../../test/support/chromium-pdf.js';
import { FONTS } from '../../../test/support/fonts.js';
import { assemblePageText, type TextContentItem } from './page-text.js';
import { WorkerPdfParser } from './worker-pdf-parser.js';

/** A glyph run at (x, y) in page space, `width` wide, as pdf.js lists it (y grows upwards). */
const run = (str: string, x: number, width = str.length * 6, y = 800, hasEOL = false): TextContentItem => ({
  str,
  transform: [12, 0, 0, 12, x, y],
  width,
  height: 12,
  hasEOL,
});
const span = (actualText: string | null): TextContentItem => ({ type: 'beginMarkedContentProps', actualText });
const end: TextContentItem = { type: 'endMarkedContent' };
// The page is 842 high: pdf.js's viewport turns y upside down, as pdf-parse does.
const toViewport = (x: number, y: number) => [x, 842 - y];

describe('assemblePageText', () => {
  it('says a span’s ActualText once, in place of the glyphs it covers', () => {
    // "दिन" as Chromium prints it: a space, then ि and द (the sign maps to nothing), then न outside the span.
    const items = [run('आज', 6, 24), span('दि'), run(' ', 30, 4.8), run('\u0000द', 34.8, 11), end, run('न', 45.8, 8)];
    expect(assemblePageText(items, toViewport)).toBe('आज दिन');
  });

  it('drops what pdf.js adds between the glyphs it replaced, and keeps their position for what follows', () => {
    // A space pdf.js guessed from a gap inside the cluster, a glyph placed across it: no space, no tab.
    const items = [run('क', 10, 10), span('र्य'), run('य', 20, 8), run(' ', 28, 10), run('\u0000', 10, 28), end, run('म', 38, 8)];
    expect(assemblePageText(items, toViewport)).toBe('कर्यम');
  });

  it('an outer ActualText speaks for nested marked content; an empty one says nothing', () => {
    const items = [span('fi'), { type: 'beginMarkedContent' } as TextContentItem, run('ﬁ', 10, 6), end, run('?', 16, 6), end, run('ne', 22, 12)];
    expect(assemblePageText(items, toViewport)).toBe('fine');
    expect(assemblePageText([run('co', 10, 12), span(''), run('-', 22, 4), end, run('op', 26, 12)], toViewport)).toBe('coop');
  });

  it('inside /ReversedChars (right-to-left runs, in drawing order) keeps the glyphs', () => {
    const reversedChars = { type: 'beginMarkedContent', tag: 'ReversedChars' } as TextContentItem;
    const items = [reversedChars, span('ا'), run('ﺎ', 10, 4), end, span('م'), run('ﻣ', 14, 7), end, end, span('दि'), run('\u0000द', 30, 11), end];
    expect(assemblePageText(items, toViewport)).toBe('ﺎﻣ\tदि');
  });

  it('a span with no glyphs in it adds nothing (Chromium writes such spans on other pages)', () => {
    expect(assemblePageText([run('Cover page.', 6, 85), span('का'), end, span('दि'), end], toViewport)).toBe('Cover page.');
  });

  it('without ActualText joins like pdf-parse: a line break between lines, a tab across a wide gap', () => {
    const items = [span(null), run('Left', 10, 24), end, run('Right', 200, 30), run('Next line', 10, 54, 780)];
    expect(assemblePageText(items, toViewport)).toBe('Left\tRight\nNext line');
  });

  it('with runs, says where each item’s characters lie: their offsets, and their box in user space', () => {
    const items = [run('Left', 10, 24), run('Right', 200, 30), run('Next line', 10, 54, 780)];
    const runs: Array<[number, number, number, number, number, number]> = [];
    const text = assemblePageText(items, toViewport, runs);
    // No font metrics given: pdf.js's text layer defaults, 0.8 of the font size above the baseline and 0.2 below.
    expect(runs).toEqual([
      [0, 4, 10, 797.6, 34, 809.6],
      [5, 5, 200, 797.6, 230, 809.6],
      [11, 9, 10, 777.6, 64, 789.6],
    ]);
    expect(runs.map(([offset, length]) => text.slice(offset, offset + length))).toEqual(['Left', 'Right', 'Next line']);
  });

  it('with runs, uses the font’s ascent and descent, turns boxes with the text, and gives an ActualText the box of its glyphs', () => {
    const styles = { F1: { ascent: 0.9, descent: -0.3 } };
    const turned: TextContentItem = { str: 'Up', transform: [0, 10, -10, 0, 100, 100], width: 20, height: 10, hasEOL: false, fontName: 'F1' };
    const runs: Array<[number, number, number, number, number, number]> = [];
    expect(assemblePageText([turned], toViewport, runs, styles)).toBe('Up');
    // Turned 90° anticlockwise: the advance goes up the page, the ascent to the left of the baseline.
    expect(runs).toEqual([[0, 2, 91, 100, 103, 120]]);

    const cluster = [run('आज', 6, 24), span('दि'), run(' ', 30, 4.8), run('\u0000द', 34.8, 11), run('\u0000', 45.8, 3), end];
    const clusterRuns: Array<[number, number, number, number, number, number]> = [];
    const text = assemblePageText(cluster, toViewport, clusterRuns);
    expect(text).toBe('आज दि');
    expect(clusterRuns.map(([offset, length, x0, , x1]) => [text.slice(offset, offset + length), x0, x1])).toEqual([
      ['आज', 6, 30],
      ['दि', 34.8, 48.8],
    ]);
  });
});

function pdfkitPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    draw(doc);
    doc.end();
  });
}

const textsOf = ({ pages }: { pages: Array<{ page: number; text: string }> }) => pages.map(({ page, text }) => ({ page, text }));

describe('page text from the parser process', () => {
  const parser = new WorkerPdfParser({ timeoutMs: 20_000, maxMemoryMb: 256 });
  const printer = hasChromium ? new ChromiumPrinter() : null;
  afterAll(async () => {
    parser.onApplicationShutdown();
    await printer?.close();
  });
  const chromium = printer ? it : it.skip;

  chromium('Hindi and Marathi printed by Chromium read as typed (their ActualText), on their own page', async () => {
    const hindi = 'आज का दिन अच्छा है। यह किताब शिक्षा और कार्यक्रम के बारे में है।';
    const marathi = 'पुणे शहरातील विद्यार्थी मराठी दिवस साजरा करतात आणि शिक्षण घेतात';
    const pdf = await printer!.print([{ text: 'Cover page.' }, { text: hindi, font: FONTS.devanagari }, { text: marathi, font: FONTS.devanagari }]);
    const pages = textsOf(await parser.parse(pdf));
    expect(pages).toEqual([
      { page: 1, text: 'Cover page.' },
      { page: 2, text: hindi },
      { page: 3, text: marathi },
    ]);
  });

  chromium('Tamil printed by Chromium reads as typed: no tab or space inside பெண்கள்', async () => {
    const tamil = 'தமிழ் மொழி பேசும் பெண்கள் சென்னையில் வேலை செய்கிறார்கள்';
    const pdf = await printer!.print([{ text: tamil, font: FONTS.tamil }]);
    expect(textsOf(await parser.parse(pdf))).toEqual([{ page: 1, text: tamil }]);
  });

  chromium('Arabic printed by Chromium (a /ReversedChars run, a one-letter ActualText per glyph) reads as typed', async () => {
    const arabic = 'سياسة الاسترداد تسمح بالإرجاع خلال ثلاثين يوما';
    const pdf = await printer!.print([{ text: arabic, dir: 'rtl' }]);
    expect(textsOf(await parser.parse(pdf))).toEqual([{ page: 1, text: arabic }]);
  });

  it('pdfkit’s Hindi and Tamil (no ActualText) read as before', async () => {
    const pdf = await pdfkitPdf((doc) => {
      doc.font(FONTS.devanagari).text('यह किताब शिक्षा के बारे में है।');
      doc.addPage().font(FONTS.tamil).text('தமிழ் மொழி பேசும் பெண்கள்');
    });
    expect(textsOf(await parser.parse(pdf))).toEqual([
      { page: 1, text: 'यह किताब शिक्षा के बारे में है।' },
      { page: 2, text: 'தமிழ் மொழி பேசும் பெண்கள்' },
    ]);
  });
});
