import { greyPng } from './grey-png.js';
import { inkBand } from './ink-band.js';

/** The scan resolution assumed when a page is not one scanned image (vector drawings, several pictures). */
const DEFAULT_DPI = 300;
/** A page that is one image is rendered at the image's own resolution, kept within these bounds. */
const MIN_SCAN_DPI = 150;
const MAX_SCAN_DPI = 400;

/**
 * The page image process's code, run with `node --eval` by a ParserProcessPool (like pdf-text-process.source.ts,
 * plain CommonJS text, so it runs the same from dist/ and from the sources under test). It renders PDF pages
 * with pdf.js (the patched legacy build pdf-parse uses, with its CMaps and standard fonts) onto @napi-rs/canvas
 * (the copy pdf.js itself loads), and reads them with tesseract.js when asked, all with nothing fetched: the
 * language data comes from the npm packages (@tesseract.js-data/*), through `languageDir`.
 *
 * Messages, one at a time (the pool sends the next after the answer):
 *   { warmUp: true, modules, limits }: watch its own memory and parent, load pdf.js.
 *   { kind: 'render', modules, bytes, documentKey, page, dpi?, maxPixels, format: 'png' | 'grey' }
 *     → { ok: true, page, width, height, scale, view, rotate, image }   (PNG bytes, or one grey byte per pixel)
 *   { kind: 'ocr', modules, bytes, documentKey, page, dpi?, maxPixels, languages, prefer, minConfidence }
 *     → { ok: true, page, view, rotate, dpi, blank, confidence, language, lines: [{ paragraph, words: [{ text,
 *        confidence, box }] }] }   with `box` in PDF user space and `language` the index into `languages`
 *   any → { ok: false, kind: 'no_page' | 'encrypted' | 'corrupt', message } | { ok: false, over: 'memory', found }
 *
 * The document of the last job stays open (by `documentKey`), so the pages of one document are not parsed
 * again for each page; tesseract workers stay loaded per language set, at most four.
 *
 * Which script a page is in: with one candidate language set there is nothing to decide. With several, the set
 * that read the previous page (`prefer`) reads the page first and is kept when its confidence reaches
 * `minConfidence`; otherwise the band of the page with the most print (inkBand, a sixth of the page) is read with
 * each other set, and the one most confident there reads the page. A model reading a script it does not know is
 * barely confident (12–19 % where the right one scores 85–96 %), so the band decides reliably.
 */
export const PAGE_IMAGE_PROCESS_SOURCE = `
${inkBand.toString()}
${greyPng.toString()}
const zlib = require('node:zlib');
const { pathToFileURL } = require('node:url');

let pdfjsLoading;
function loadPdfjs(modules) {
  if (!pdfjsLoading) {
    // As in the text process: the legacy build's core-js replaces V8's own Array.prototype.push and JSON.parse
    // for corner cases pdf.js never meets, which makes every push slower; they are put back once it is loaded.
    const natives = [[Array.prototype, 'push'], [JSON, 'parse']].map(([owner, name]) => [owner, name, Object.getOwnPropertyDescriptor(owner, name)]);
    pdfjsLoading = import(pathToFileURL(modules.pdfWorkerPath).href)
      .then((worker) => {
        // pdf.js runs its worker code in this process (Node has no pdf.js worker).
        globalThis.pdfjsWorker = worker;
        return import(pathToFileURL(modules.pdfjsPath).href);
      })
      .finally(() => {
        for (const [owner, name, descriptor] of natives) Object.defineProperty(owner, name, descriptor);
      });
  }
  return pdfjsLoading;
}

let open = null;
async function documentFor(job) {
  if (open && job.documentKey && open.key === job.documentKey) return open.doc;
  if (open) {
    const previous = open.doc;
    open = null;
    await previous.destroy().catch(() => undefined);
  }
  const pdfjs = await loadPdfjs(job.modules);
  const doc = await pdfjs.getDocument({
    data: job.bytes,
    cMapUrl: job.modules.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: job.modules.standardFontDataUrl,
    isEvalSupported: false,
    // A picture of more pixels than this is not drawn: 16 bits a side and more is a decompression bomb, not a scan.
    maxImageSize: job.maxPixels,
    verbosity: 0,
  }).promise;
  open = { key: job.documentKey, doc };
  return doc;
}

/** The resolution of the page's scan when the page is one picture; null otherwise. */
async function scanDpi(page, OPS) {
  const list = await page.getOperatorList();
  let size = null;
  let images = 0;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    if (fn === OPS.showText || fn === OPS.showSpacedText) return null;
    if (fn === OPS.paintImageXObject) {
      images++;
      size = [list.argsArray[i][1], list.argsArray[i][2]];
    } else if (fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      images++;
      const image = list.argsArray[i][0] || {};
      size = [image.width, image.height];
    }
  }
  if (images !== 1 || !size || !(size[0] > 0) || !(size[1] > 0)) return null;
  const [x0, y0, x1, y1] = page.view;
  const inches = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / 72;
  return Math.max(size[0], size[1]) / inches;
}

async function renderPage(job) {
  const doc = await documentFor(job);
  if (!Number.isInteger(job.page) || job.page < 1 || job.page > doc.numPages) {
    return { failure: { ok: false, kind: 'no_page', message: 'The document has no page ' + job.page + '.' } };
  }
  const pdfjs = await loadPdfjs(job.modules);
  const canvasModule = require(job.modules.canvasPath);
  const page = await doc.getPage(job.page);
  let dpi = job.dpi;
  if (!dpi) {
    const scan = await scanDpi(page, pdfjs.OPS);
    dpi = scan ? Math.min(${MAX_SCAN_DPI}, Math.max(${MIN_SCAN_DPI}, scan)) : ${DEFAULT_DPI};
  }
  let scale = dpi / 72;
  const base = page.getViewport({ scale: 1 });
  const pixels = base.width * base.height * scale * scale;
  if (pixels > job.maxPixels) scale *= Math.sqrt(job.maxPixels / pixels);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  try {
    await page.render({ canvas, canvasContext: context, viewport }).promise;
  } finally {
    page.cleanup();
  }
  return { page, viewport, canvas, context, width, height, scale, dpi: scale * 72 };
}

/** One byte per pixel, 0 black: what tesseract and inkBand read. */
function greyPixels(context, width, height) {
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < grey.length; i += 4, j++) grey[j] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
  return grey;
}

async function render(job) {
  const rendered = await renderPage(job);
  if (rendered.failure) return rendered.failure;
  const { page, canvas, context, width, height, scale } = rendered;
  const image = job.format === 'grey' ? greyPixels(context, width, height) : await canvas.encode('png');
  return { ok: true, page: job.page, width, height, scale, view: page.view, rotate: page.rotate, image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength) };
}

// Loaded tesseract workers by language set ('tam+eng'), the most recently used last.
const readers = new Map();
async function readerFor(modules, languages) {
  let reader = readers.get(languages);
  if (reader) {
    readers.delete(languages);
  } else {
    const tesseract = require(modules.tesseractPath);
    // LSTM only (oem 1), the data from the npm packages, no cache written, nothing fetched.
    reader = tesseract.createWorker(languages, 1, { langPath: modules.languageDir, cacheMethod: 'none', gzip: true, errorHandler: () => undefined });
    reader.catch(() => readers.delete(languages));
  }
  readers.set(languages, reader);
  while (readers.size > 4) {
    const [oldest, worker] = readers.entries().next().value;
    readers.delete(oldest);
    worker.then((w) => w.terminate()).catch(() => undefined);
  }
  return reader;
}

async function recognize(modules, languages, image, rectangle) {
  const reader = await readerFor(modules, languages);
  const { data } = await reader.recognize(image, rectangle ? { rectangle } : {}, { text: false, blocks: true });
  return data;
}

function linesOf(data, viewport) {
  const lines = [];
  let paragraph = 0;
  for (const block of data.blocks || []) {
    for (const para of block.paragraphs || []) {
      for (const line of para.lines || []) {
        const words = [];
        for (const word of line.words || []) {
          const text = (word.text || '').trim();
          if (!text) continue;
          const [ax, ay] = viewport.convertToPdfPoint(word.bbox.x0, word.bbox.y0);
          const [bx, by] = viewport.convertToPdfPoint(word.bbox.x1, word.bbox.y1);
          const box = [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)].map((v) => Math.round(v * 100) / 100);
          words.push({ text, confidence: Math.round(word.confidence), box });
        }
        if (words.length) lines.push({ paragraph, words });
      }
      paragraph++;
    }
  }
  return lines;
}

async function ocr(job) {
  const rendered = await renderPage(job);
  if (rendered.failure) return rendered.failure;
  const { page, viewport, context, width, height, dpi } = rendered;
  const grey = greyPixels(context, width, height);
  const reply = { ok: true, page: job.page, view: page.view, rotate: page.rotate, dpi: Math.round(dpi), blank: false, confidence: 0, language: 0, lines: [] };
  const band = inkBand(grey, width, height, Math.ceil(height / 8));
  if (!band) return { ...reply, blank: true };
  const image = greyPng(grey, width, height, zlib);
  const candidates = job.languages;
  // tesseract reads a rectangle as wide as the image wrongly (tesseract.js 7): the band stops short of the edges,
  // which hold no print anyway, and takes a little more above and below so that no line is cut.
  const inset = Math.max(1, Math.floor(width * 0.02));
  const pad = Math.floor(height * 0.01);
  const top = Math.max(0, band.top - pad);
  const rectangle = { left: inset, top, width: width - 2 * inset, height: Math.min(height - top, band.height + 2 * pad) };
  // Which script: the band read by the first language of each other set (one model each: a set of three costs
  // three times as much), the most confident wins.
  const trial = async (skip) => {
    let best = { index: -1, confidence: -1 };
    for (let i = 0; i < candidates.length; i++) {
      if (i === skip) continue;
      const read = await recognize(job.modules, candidates[i].split('+')[0], image, rectangle);
      if (read.confidence > best.confidence) best = { index: i, confidence: read.confidence };
    }
    return best;
  };
  let chosen = candidates.length === 1 ? 0 : job.prefer;
  let data = null;
  if (chosen !== null && chosen !== undefined) {
    data = await recognize(job.modules, candidates[chosen], image);
    if (candidates.length > 1 && data.confidence < job.minConfidence) {
      // Another script, perhaps.
      const best = await trial(chosen);
      if (best.confidence > data.confidence) {
        chosen = best.index;
        data = await recognize(job.modules, candidates[chosen], image);
      }
    }
  } else {
    chosen = (await trial(-1)).index;
    data = await recognize(job.modules, candidates[chosen], image);
  }
  return { ...reply, confidence: Math.round(data.confidence), language: chosen, lines: linesOf(data, viewport) };
}

function failureOf(error) {
  const message = String((error && error.message) || error);
  // An allocation the heap cap refused is the memory bound, not a damaged file.
  if (/allocation failed|out of memory|Invalid (typed )?array length|Array buffer allocation/i.test(message)) {
    return { ok: false, over: 'memory', found: process.memoryUsage().rss };
  }
  const name = (error && error.name) || '';
  return { ok: false, kind: name === 'PasswordException' ? 'encrypted' : 'corrupt', message };
}

// Killed from inside, on a thread of its own (a long synchronous decode cannot hold it up), past the memory cap
// and as soon as the API that watches it is gone.
function watchItself(maxBytes) {
  const { Worker } = require('node:worker_threads');
  const watch = new Worker(
    "const { workerData } = require('node:worker_threads');" +
      "setInterval(() => { if (process.ppid !== workerData.ppid || process.memoryUsage.rss() > workerData.maxBytes) process.kill(process.pid, 'SIGKILL'); }, 25);",
    { eval: true, workerData: { ppid: process.ppid, maxBytes } },
  );
  watch.unref();
}

let watching = false;
let warming = Promise.resolve();
process.on('message', (job) => {
  if (!watching) {
    watching = true;
    watchItself(job.limits.maxMemoryMb * 1024 * 1024);
  }
  if (job.warmUp) {
    warming = loadPdfjs(job.modules).then(() => undefined, () => undefined);
    return;
  }
  warming
    .then(() => (job.kind === 'ocr' ? ocr(job) : render(job)))
    .then(
      (reply) => process.send(reply),
      (error) => process.send(failureOf(error)),
    );
});
`;
