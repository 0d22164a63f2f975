/**
 * The worker's code, run with `new Worker(source, { eval: true })`. Kept as plain CommonJS text so the same
 * worker runs from dist/ and from the TypeScript sources under test, with no file to locate or copy.
 * It loads pdf-parse from the absolute path the parent resolved, reads the title and every page's text,
 * and reports one message: { ok: true, title, pages } or { ok: false, kind, message }.
 */
export const PDF_TEXT_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParsePath);

function kindOf(error) {
  const name = (error && error.name) || '';
  if (name === 'PasswordException') return 'encrypted';
  return 'corrupt';
}

(async () => {
  const parser = new PDFParse({ data: workerData.bytes });
  try {
    const info = await parser.getInfo();
    const title = info && info.info && typeof info.info.Title === 'string' ? info.info.Title : undefined;
    const result = await parser.getText();
    const pages = result.pages.map((p) => ({ page: p.num, text: p.text }));
    parentPort.postMessage({ ok: true, title, pages });
  } catch (error) {
    parentPort.postMessage({ ok: false, kind: kindOf(error), message: String((error && error.message) || error) });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
})();
`;
