import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { Webhook } from 'standardwebhooks';

// The built package in a real browser (Debian's Chromium): fetch streaming, TextDecoderStream, abort,
// FormData uploads and localStorage sessions, as a customer's page would use them.
const packageDir = fileURLToPath(new URL('..', import.meta.url));

const page = `
import { Pagewise, sessions, webhooks, APIUserAbortError, NotFoundError } from '@pagewise/sdk';
const client = new Pagewise({ apiKey: 'pw_pk_page', baseURL: location.origin, maxRetries: 0 });
const result = { session: sessions.persistent('acme-help') };
const stream = client.chat.stream({ message: 'Refunds?', session_id: result.session });
result.tokens = [];
for await (const token of stream) result.tokens.push(token);
result.sources = stream.sources;
const slow = client.chat.stream({ message: 'slow' });
try {
  for await (const token of slow) slow.abort();
} catch (error) {
  result.aborted = APIUserAbortError.isInstance(error);
}
const blob = new Blob(['%PDF-1.7 from the page'], { type: 'application/pdf' });
result.uploaded = await client.documents.upload({ file: blob, name: 'page.pdf' });
result.notFound = await client.documents.get('missing').catch((e) => NotFoundError.isInstance(e) && e.requestId);
// Webhook verification with WebCrypto only, as an edge runtime has it (SIGNED is set by the test).
result.verified = (await webhooks.verify(SIGNED.body, SIGNED.headers, SIGNED.secret)).type;
result.tampered = await webhooks.verify(SIGNED.body.replace('processed', 'failed'), SIGNED.headers, SIGNED.secret).catch((e) => e.name);
window.result = result;
`;

/** A webhook signed in Node by the standardwebhooks package, for the page to verify. */
function signedWebhook() {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = JSON.stringify({ id: 'evt_browser', type: 'document.processed', timestamp: new Date().toISOString(), data: {} });
  const now = new Date();
  const headers = { 'webhook-id': 'evt_browser', 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign('evt_browser', now, body) };
  return { secret, body, headers };
}

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: page, resolveDir: packageDir, loader: 'js' },
    define: { SIGNED: JSON.stringify(signedWebhook()) },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const app = bundle.outputFiles[0].text;
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.url === '/') return res.end('<!doctype html><script type="module" src="/app.js"></script>');
    if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
    if (req.url === '/v1/chat/stream' && JSON.parse(body).message === 'slow') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"token":"first"}\n\n');
      return; // never finishes; the page aborts
    }
    if (req.url === '/v1/chat/stream') {
      const final = { token: '', source_documents: [{ document_id: 'd1', name: 'h.pdf', page: 2, confidence: 0.9, snippet: 's' }] };
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return res.end(`: ping\n\ndata: {"token":"14 "}\n\ndata: {"token":"days"}\n\ndata: ${JSON.stringify(final)}\n\ndata: [DONE]\n\n`);
    }
    if (req.url === '/v1/documents' && req.method === 'POST') {
      const name = /name="name"\r\n\r\n([^\r]*)/.exec(body)?.[1];
      const pdf = body.includes('%PDF-1.7 from the page') && body.includes('Content-Type: application/pdf');
      return res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ name, pdf }));
    }
    res.writeHead(404, { 'content-type': 'application/json', 'x-request-id': 'req_page' });
    res.end(JSON.stringify({ error: 'Document not found.', code: 'document_not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});

afterAll(async () => {
  await browser?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('streams, aborts, uploads, keeps the session and verifies webhooks in a real browser', async () => {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  const run = async () => {
    await tab.goto(origin);
    await tab.waitForFunction(() => 'result' in window, undefined, { timeout: 20_000 });
    return tab.evaluate(() => (window as unknown as { result: Record<string, unknown> }).result);
  };
  const first = await run();
  expect(errors).toEqual([]);
  expect(first).toMatchObject({
    tokens: ['14 ', 'days'],
    sources: [{ document_id: 'd1', page: 2 }],
    aborted: true,
    uploaded: { name: 'page.pdf', pdf: true },
    notFound: 'req_page',
    verified: 'document.processed',
    tampered: 'WebhookVerificationError',
  });
  expect(first.session).toMatch(/^session_[0-9a-f-]{36}$/);
  const second = await run();
  expect(second.session).toBe(first.session);
});
