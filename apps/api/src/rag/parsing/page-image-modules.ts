import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PARSER_MODULES, PDFJS_DATA } from './worker-pdf-parser.js';

const require = createRequire(import.meta.url);
/** pdf.js's API module from the same (patched) pdfjs-dist as the text parser's worker code: pdf.js checks they match. */
const pdfjsPath = join(dirname(PARSER_MODULES.pdfWorkerPath), 'pdf.mjs');

/** The language data tesseract reads (npm packages @tesseract.js-data/<code>, LSTM models, gzip). */
export const OCR_LANGUAGE_CODES = ['eng', 'hin', 'mar', 'tam'] as const;
export type OcrLanguageCode = (typeof OCR_LANGUAGE_CODES)[number];

function languageFile(code: OcrLanguageCode): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
}

/**
 * Absolute paths the page image process loads its code and data from, resolved here where node_modules is known
 * (the process runs with an empty environment). The canvas is the copy pdf.js itself loads, so that pdf.js's own
 * canvases and ours are of one kind.
 */
export const PAGE_IMAGE_MODULES = {
  pdfjsPath,
  pdfWorkerPath: PARSER_MODULES.pdfWorkerPath,
  canvasPath: createRequire(pdfjsPath).resolve('@napi-rs/canvas'),
  cMapUrl: PDFJS_DATA.cMapUrl,
  standardFontDataUrl: PDFJS_DATA.standardFontDataUrl,
  tesseractPath: require.resolve('tesseract.js'),
};

/**
 * tesseract.js reads every language of a worker from one folder (`langPath`), and each npm package holds one
 * language: a private folder of links to the packages' files brings them together. Made once per process, on
 * first use, and removed at exit.
 */
let languageDir: string | null = null;
export function ocrLanguageDir(): string {
  if (languageDir) return languageDir;
  const dir = mkdtempSync(join(tmpdir(), 'pagewise-ocr-'));
  for (const code of OCR_LANGUAGE_CODES) symlinkSync(languageFile(code), join(dir, `${code}.traineddata.gz`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  languageDir = dir;
  return dir;
}
