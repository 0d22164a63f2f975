/** One word as the page image process reads it: its text, tesseract's confidence (0–100), its box in PDF user space. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: [number, number, number, number];
}

/** One line of words, and which paragraph (by tesseract's layout analysis) it belongs to. */
export interface OcrLine {
  paragraph: number;
  words: OcrWord[];
}

/** [offset, length, x0, y0, x1, y1] in PDF user space: the page-layout contract's TextRun. */
export type OcrTextRun = [number, number, number, number, number, number];

/** The page-layout contract's PageLayout (parsing/page-layout.ts), as OCR makes it: one run per word. */
export interface OcrPageLayout {
  page: number;
  width: number;
  height: number;
  text: string;
  runs: OcrTextRun[];
}

/**
 * Zero-width joiners: tesseract's Tamil and Devanagari models write one after many a virama (், ्), where the
 * printed text has none; search would then not find the word as typed.
 */
const JOINERS = /[\u200C\u200D]/g;

/**
 * A scanned page's text and layout from its recognized lines: words joined by a space, lines by a line break and
 * paragraphs by a blank line (which the chunker reads as a paragraph's end), each word a run with its box.
 * `view` is the page's view box, [x0, y0, x1, y1].
 */
export function ocrPageLayout(page: number, view: [number, number, number, number], lines: OcrLine[]): OcrPageLayout {
  let text = '';
  const runs: OcrTextRun[] = [];
  let previous: number | null = null;
  for (const line of lines) {
    if (previous !== null) text += line.paragraph === previous ? '\n' : '\n\n';
    previous = line.paragraph;
    let first = true;
    for (const word of line.words) {
      const said = word.text.replace(JOINERS, '');
      if (!said) continue;
      if (!first) text += ' ';
      first = false;
      runs.push([text.length, said.length, ...word.box]);
      text += said;
    }
  }
  return { page, width: Math.abs(view[2] - view[0]), height: Math.abs(view[3] - view[1]), text, runs };
}
