import { measureDecodedSize } from './decoded-size.js';
import { assemblePageText } from './page-text.js';

/** How many pages are read between two checks of the text bound. */
const PAGES_PER_BATCH = 20;
/**
 * How often a spare process reads the warm-up sample: the first real file then reads in about half the time
 * (its fonts' and pages' code compiled), and three reads of two pages cost about 0.1 s of a waiting process.
 */
const SAMPLE_READS = 3;

/**
 * The parser process's code, run with `node --eval`. Kept as plain CommonJS text so the same process runs from
 * dist/ and from the TypeScript sources under test, with no file to locate or copy; measureDecodedSize and
 * assemblePageText are written in TypeScript beside it and included as their compiled text.
 *
 * It may first receive { warmUp: true, pdfParsePath, pdfWorkerPath, cMapUrl, limits, sample? }: it starts watching its own
 * memory and parent and loads pdf-parse and pdf.js's worker code from the absolute paths the API resolved, reads
 * the sample PDF a few times if there is one (a spare, started ahead of need), then waits. For each
 * message { pdfParsePath, pdfWorkerPath, cMapUrl, bytes, limits } after that (one at a time: ParserProcessPool sends the next
 * only after the answer), it does the same when not done yet, adds up what the streams inflate to (and stops there
 * when that is over a bound), checks the page count, reads the text a batch of pages at a time while counting it
 * (assemblePageText: ActualText in place of the glyphs it covers), and answers with one message:
 *   { ok: true, title, pages } | { ok: false, kind: 'encrypted' | 'corrupt', message }
 * A page pdf.js cannot read comes back as { page, text: '', damaged: pdf.js's message } and the others are read;
 * the document is corrupt only when no page can be read.
 *   | { ok: false, over: 'stream' | 'document' | 'pages' | 'text' | 'memory', found }
 */
export const PDF_TEXT_PROCESS_SOURCE = `
const zlib = require('node:zlib');
${measureDecodedSize.toString()}
${assemblePageText.toString()}

function kindOf(error) {
  const name = (error && error.name) || '';
  if (name === 'PasswordException') return 'encrypted';
  return 'corrupt';
}

const messageOf = (error) => String((error && error.message) || error);
// An allocation the heap cap refused is the memory bound, not a damaged file.
const outOfMemory = (error) => /allocation failed|out of memory|Invalid (typed )?array length/i.test(messageOf(error));

// pdf.js runs its worker code in this process (Node has no worker for it): the patched legacy build of the very
// pdfjs-dist pdf-parse depends on, which reports ActualText and keeps the width of glyphs that carry a vowel sign.
let loading;
function load({ pdfParsePath, pdfWorkerPath }) {
  if (!loading) {
    // The legacy build brings core-js, which on Node 20 (V8 11) replaces two of V8's own functions for corner
    // cases pdf.js never meets: Array.prototype.push (arrays whose length is read-only) and JSON.parse (source
    // text for revivers). Every push pdf.js makes then runs in JavaScript, about a fifth of a read; V8's own
    // are put back once it is loaded.
    const natives = [[Array.prototype, 'push'], [JSON, 'parse']].map(([owner, name]) => [owner, name, Object.getOwnPropertyDescriptor(owner, name)]);
    loading = import(require('node:url').pathToFileURL(pdfWorkerPath).href)
      .then((worker) => {
        globalThis.pdfjsWorker = worker;
        return require(pdfParsePath);
      })
      .finally(() => {
        for (const [owner, name, descriptor] of natives) Object.defineProperty(owner, name, descriptor);
      });
  }
  return loading;
}

// A page's text and where it lies (page-layout.ts): runs in user space, the view box's size.
async function readPage(doc, number) {
  const page = await doc.getPage(number);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent({ includeMarkedContent: true });
    const runs = [];
    const text = assemblePageText(content.items, (x, y) => viewport.convertToViewportPoint(x, y), runs, content.styles);
    const [x0, y0, x1, y1] = page.view;
    // The layout's text is the page's text: the API puts it back, so that it crosses over once.
    return { page: number, text, layout: { page: number, width: Math.abs(x1 - x0), height: Math.abs(y1 - y0), runs } };
  } finally {
    page.cleanup();
  }
}

async function read({ pdfParsePath, pdfWorkerPath, cMapUrl, bytes, limits }) {
  const decoded = await measureDecodedSize(bytes, limits, zlib);
  if (decoded.over) return { ok: false, over: decoded.over, found: decoded.bytes };
  const { PDFParse } = await load({ pdfParsePath, pdfWorkerPath });
  // pdfjs-dist's own CMaps: without them CJK and CID-keyed text reads as nothing (worker-pdf-parser.ts says why
  // the standard font data is left out).
  const parser = new PDFParse({ data: bytes, cMapUrl, cMapPacked: true });
  try {
    const info = await parser.getInfo();
    if (info.total > limits.maxPages) return { ok: false, over: 'pages', found: info.total };
    const title = info && info.info && typeof info.info.Title === 'string' ? info.info.Title : undefined;
    const pages = [];
    let textBytes = 0;
    // pdf-parse's own pdf.js document (load() is private in its types): its getText drops marked content.
    const doc = await parser.load();
    let damaged = 0;
    for (let first = 1; first <= info.total; first += ${PAGES_PER_BATCH}) {
      for (let number = first; number <= Math.min(info.total, first + ${PAGES_PER_BATCH - 1}); number++) {
        let read;
        try {
          read = await readPage(doc, number);
        } catch (error) {
          if (outOfMemory(error) || kindOf(error) === 'encrypted') throw error;
          // One page that cannot be read (a broken stream, a bad xref entry) costs that page, not the document.
          read = { page: number, text: '', damaged: messageOf(error) };
          damaged++;
        }
        textBytes += Buffer.byteLength(read.text);
        pages.push(read);
      }
      if (textBytes > limits.maxTextBytes) return { ok: false, over: 'text', found: textBytes };
    }
    if (damaged && damaged === pages.length) return { ok: false, kind: 'corrupt', message: pages[0].damaged };
    return { ok: true, title, pages };
  } catch (error) {
    if (outOfMemory(error)) return { ok: false, over: 'memory', found: process.memoryUsage().rss };
    return { ok: false, kind: kindOf(error), message: messageOf(error) };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

// A second watch from inside, on a thread of its own so that a long synchronous decode cannot hold it up: the
// process kills itself past the memory cap (where the API cannot read /proc too) and as soon as the API that
// watches it is gone (its parent changes), instead of running on unwatched.
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
// Jobs wait for the warm-up: a read of the sample and a real file's never run side by side.
let warming = Promise.resolve();
process.on('message', (job) => {
  if (!watching) {
    watching = true;
    watchItself(job.limits.maxMemoryMb * 1024 * 1024);
  }
  if (job.warmUp) {
    warming = load(job)
      .then(async () => {
        // A copy each time: pdf.js takes the bytes it is given (their buffer is detached after a read).
        for (let i = 0; job.sample && i < ${SAMPLE_READS}; i++) await read({ ...job, bytes: job.sample.slice() });
      })
      .catch(() => undefined);
    return;
  }
  warming.then(() => read(job)).then(
    (reply) => process.send(reply),
    (error) => process.send({ ok: false, kind: 'corrupt', message: messageOf(error) }),
  );
});
`;
