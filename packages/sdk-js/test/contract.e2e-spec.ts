import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  AuthenticationError,
  BadRequestError,
  createSessionId,
  NotFoundError,
  Pagewise,
  PagewiseError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
  WebhookVerificationError,
  webhooks,
  type DocumentDetail,
} from '../src/index.js';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileFromPath } from '../src/node.js';
import { apiAvailable, type RunningApi, startApi } from './support/api-process.js';
import { textPdf } from './support/pdf.js';

// The SDK against the real API (built, booted on PGlite), through every /v1 endpoint. Every response's fields
// must be exactly those its schema in docs/openapi.json declares, which are those of the SDK's generated types.
const describeIfApi = apiAvailable ? describe : describe.skip;
const openapi = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));
const keysOf = (value: object) => Object.keys(value).sort();
const declared = (schema: string) => keysOf(openapi.components.schemas[schema].properties);
const SCOPED_PER_MINUTE = 4;

const scratch = mkdtempSync(join(tmpdir(), 'pagewise-sdk-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const handbook = textPdf([
  ['Refund policy', 'Refunds are paid within 14 days of a return.'],
  ['Leave policy', 'Staff get 25 days of paid leave each year.'],
]);

describeIfApi('the SDK against the real API', () => {
  let api: RunningApi;
  let client: Pagewise;
  let document: DocumentDetail;
  const sessionId = createSessionId();

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_ADMIN_PER_MINUTE: '1000', RATE_LIMIT_SCOPED_PER_MINUTE: String(SCOPED_PER_MINUTE) });
    client = new Pagewise({ apiKey: api.adminKey, baseURL: api.url });
  }, 300_000);

  afterAll(() => api?.stop());

  test('api keys: create, list, scopes enforced, revoke', async () => {
    const created = await client.apiKeys.create({ name: 'reader', scopes: ['documents:list'], expires_in_days: 30 });
    expect(keysOf(created)).toEqual(declared('CreatedApiKeyObject'));
    expect(keysOf(created.api_key)).toEqual(declared('ApiKeyObject'));
    expect(created.api_key).toMatchObject({ name: 'reader', scopes: ['documents:list'], status: 'active' });
    expect(created.key.startsWith(created.api_key.key_prefix)).toBe(true);

    const listed = await client.apiKeys.list();
    expect(listed.map((k) => k.id)).toContain(created.api_key.id);

    const reader = new Pagewise({ apiKey: created.key, baseURL: api.url, maxRetries: 0 });
    expect(Array.isArray(await reader.documents.list())).toBe(true);
    const current = await reader.apiKeys.current();
    expect(keysOf(current)).toEqual(declared('CurrentCallerObject'));
    expect(current).toMatchObject({ key_id: created.api_key.id, type: 'secret', is_admin: false, scopes: ['documents:list'] });
    const denied = await reader.chat.send({ message: 'hello' }).catch((e: unknown) => e);
    expect(PermissionDeniedError.isInstance(denied)).toBe(true);
    expect(denied).toMatchObject({ status: 403, code: expect.any(String), requestId: expect.stringMatching(/\S/) });

    const revoked = await client.apiKeys.revoke(created.api_key.id);
    expect(keysOf(revoked)).toEqual(declared('RevokedApiKeyObject'));
    expect(revoked.key_id).toBe(created.api_key.id);
    await expect(reader.documents.list()).rejects.toBeInstanceOf(AuthenticationError);
  });

  test('documents: upload, wait with progress, list, get; refusals as error classes', async () => {
    const uploaded = await client.documents.upload({ file: new File([handbook as BlobPart], 'handbook.pdf') });
    expect(keysOf(uploaded)).toEqual(declared('DocumentSummaryView'));
    expect(uploaded).toMatchObject({ name: 'handbook.pdf', status: 'processing' });

    const seen: DocumentDetail[] = [];
    document = await client.documents.waitUntilProcessed(uploaded.id, { pollInterval: 100, onProgress: (d) => seen.push(d) });
    expect(document).toMatchObject({ id: uploaded.id, status: 'processed', pages: 2, file_size: handbook.length, error: null });
    for (const detail of seen) expect(keysOf(detail)).toEqual(declared('DocumentDetailView'));
    expect(keysOf(await client.documents.get(uploaded.id))).toEqual(declared('DocumentDetailView'));
    expect((await client.documents.list()).map((d) => d.id)).toContain(uploaded.id);
    const file = await client.documents.file(uploaded.id);
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(handbook))).toBe(true);

    const notPdf = await client.documents.upload({ file: new TextEncoder().encode('plain text') }).catch((e: unknown) => e);
    expect(UnprocessableEntityError.isInstance(notPdf)).toBe(true);
    expect(notPdf).toMatchObject({ status: 422, code: 'not_a_pdf' });
    const missing = await client.documents.get('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(NotFoundError.isInstance(missing)).toBe(true);
    expect(missing).toMatchObject({ status: 404, requestId: expect.stringMatching(/\S/) });
  });

  test('documents: a PDF without text fails processing, waitUntilProcessed says why, and reprocess runs it again', async () => {
    const scan = await client.documents.upload({ file: textPdf([[]]), name: 'scan.pdf' });
    const failure = await client.documents.waitUntilProcessed(scan.id, { pollInterval: 100 }).catch((e: unknown) => e);
    expect(PagewiseError.isInstance(failure)).toBe(true);
    // An empty page has no text layer; OCR reads it and finds nothing, and says so.
    expect(failure).toMatchObject({ code: 'document_failed', message: expect.stringContaining('No text could be read from this PDF') });
    const detail = await client.documents.get(scan.id);
    expect(detail).toMatchObject({ status: 'failed', error: expect.stringContaining('No text could be read from this PDF') });

    const again = await client.documents.reprocess(scan.id);
    expect(keysOf(again)).toEqual(declared('DocumentDetailView'));
    expect(again).toMatchObject({ id: scan.id, status: 'processing', error: null });
    await expect(client.documents.waitUntilProcessed(scan.id, { pollInterval: 100 })).rejects.toMatchObject({ code: 'document_failed' });
    const refused = await client.documents.reprocess(document.id).catch((e: unknown) => e);
    expect(UnprocessableEntityError.isInstance(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 422, code: 'document_not_failed' });
    await client.documents.delete(scan.id);
  });

  test('documents: a file path in Node, named by the upload, then deleted for good', async () => {
    const path = join(scratch, 'leave.pdf');
    writeFileSync(path, handbook);
    const uploaded = await client.documents.upload({ file: await fileFromPath(path), name: 'Leave policy.pdf' });
    expect(uploaded.name).toBe('Leave policy.pdf');
    const deleted = await client.documents.delete(uploaded.id);
    expect(keysOf(deleted)).toEqual(declared('DocumentDeletedView'));
    expect(deleted.document_id).toBe(uploaded.id);
    await expect(client.documents.get(uploaded.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  test('chat: send cites the page', async () => {
    const reply = await client.chat.send({ message: 'How long do refunds take?', session_id: sessionId, metadata: { via: 'sdk' } });
    expect(keysOf(reply)).toEqual(declared('ChatResponseView'));
    expect(keysOf(reply.token_usage)).toEqual(declared('TokenUsageView'));
    expect(reply.answer).toContain('14 days');
    expect(reply.session_id).toBe(sessionId);
    expect(keysOf(reply.source_documents[0])).toEqual(declared('SourceDocumentView'));
    expect(reply.source_documents[0]).toMatchObject({ document_id: document.id, page: 1 });
  });

  test('chat: stream yields tokens, then sources, usage and the session', async () => {
    const stream = client.chat.stream({ message: 'How many days of paid leave?', session_id: sessionId, context: true });
    const tokens: string[] = [];
    for await (const token of stream) tokens.push(token);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toContain('25 days');
    expect(stream.sources?.[0]).toMatchObject({ document_id: document.id, page: 2 });
    expect(keysOf(stream.usage!)).toEqual(declared('TokenUsageView'));
    expect(stream.sessionId).toBe(sessionId);
    expect(keysOf(await stream.done())).toEqual(declared('ChatResponseView'));
  });

  test('chat: history pages through the session', async () => {
    const first = await client.chat.history({ session_id: sessionId, limit: 1 });
    expect(keysOf(first)).toEqual(declared('ChatHistoryView'));
    expect(keysOf(first.messages[0])).toEqual(declared('ChatHistoryMessageView'));
    expect(first.total).toBe(2);
    const asked: string[] = [];
    for await (const page of client.chat.history({ session_id: sessionId, limit: 1 })) {
      asked.push(...page.messages.map((m) => m.message));
    }
    expect(asked).toEqual(['How long do refunds take?', 'How many days of paid leave?']);
  });

  test('chat: feedback rates an answer, and a second rating replaces the first', async () => {
    const { message_id } = (await client.chat.history({ session_id: sessionId, limit: 1 })).messages[0];
    const up = await client.chat.feedback({ message_id, rating: 'up' });
    expect(keysOf(up)).toEqual(declared('ChatFeedbackView'));
    const down = await client.chat.feedback({ message_id, rating: 'down', comment: 'Cite the refund form too.' });
    expect(down).toMatchObject({ message_id, rating: 'down', comment: 'Cite the refund form too.' });
    await expect(client.chat.feedback({ message_id, rating: 'down', comment: 'x'.repeat(1001) })).rejects.toBeInstanceOf(UnprocessableEntityError);
    await expect(client.chat.feedback({ message_id: crypto.randomUUID(), rating: 'up' })).rejects.toBeInstanceOf(NotFoundError);
  });

  test('chat: sessions lists the conversation with its first question and source, and exportSessions gives JSON Lines and CSV', async () => {
    const list = await client.chat.sessions({ limit: 10 });
    expect(keysOf(list)).toEqual(declared('SessionListView'));
    const session = list.sessions.find((s) => s.session_id === sessionId)!;
    expect(keysOf(session)).toEqual(declared('SessionSummaryView'));
    expect(keysOf(session.source)).toEqual(declared('SessionSourceView'));
    expect(session).toMatchObject({ first_question: 'How long do refunds take?', turns: 2, source: { kind: 'api' } });
    const jsonl = await client.chat.exportSessions({ format: 'jsonl' });
    const turns = (await jsonl.text()).trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(turns.filter((t) => t.session_id === sessionId).map((t) => t.question)).toEqual(['How long do refunds take?', 'How many days of paid leave?']);
    const csv = await (await client.chat.exportSessions({ format: 'csv' })).text();
    expect(csv.split('\r\n')[0].replace(/^\uFEFF/, '')).toBe('session_id,message_id,asked_at,source,key_name,question,answer,answer_status,status,rating,rating_comment,citations');
    await expect(client.chat.sessions({ from: '2026-02-30' })).rejects.toBeInstanceOf(UnprocessableEntityError);
  });

  test('query, analytics and widget config', async () => {
    const found = await client.query.search({ query: 'paid leave', top_k: 2 });
    expect(keysOf(found)).toEqual(declared('QueryResponseView'));
    expect(keysOf(found.results[0])).toEqual(declared('QueryResultView'));
    expect(found.results[0]).toMatchObject({ document_id: document.id, page: 2 });

    const usage = await client.analytics.usage({ days: 7 });
    expect(keysOf(usage)).toEqual(declared('UsageReportObject'));
    expect(keysOf(usage.days[0])).toEqual(declared('UsageDayObject'));
    expect(usage.days).toHaveLength(7);
    expect(usage.totals.queries).toBeGreaterThanOrEqual(2);

    const widget = await client.widget.config();
    expect(keysOf(widget)).toEqual(declared('WidgetConfigObject'));
    expect(widget.organization_name).toBe('Contract Co');

    const settings = await client.widget.settings.update({ position: 'bottom-left', accent_color: '#0f766e' });
    expect(keysOf(settings)).toEqual(declared('WidgetSettingsObject'));
    expect(keysOf(await client.widget.settings.get())).toEqual(declared('WidgetSettingsObject'));
    expect(await client.widget.config()).toMatchObject({ position: 'bottom-left', accent_color: '#0f766e' });
    const starters = await client.widget.settings.update({ starter_questions: ['How long do refunds take?'] });
    expect(starters.starter_questions).toEqual(['How long do refunds take?']);
    expect((await client.widget.config()).starter_questions).toEqual(['How long do refunds take?']);
    const { suggestions } = await client.widget.settings.suggestStarterQuestions();
    expect(keysOf(suggestions[0])).toEqual(declared('StarterSuggestionObject'));
    expect(suggestions.map((s) => s.question)).toContain('What should I know about leave policy?');
    await expect(client.widget.settings.update({ starter_questions: ['a?', 'b?', 'c?', 'd?', 'e?'] })).rejects.toBeInstanceOf(UnprocessableEntityError);
    const refused = await client.widget.settings.update({ accent_color: 'teal' }).catch((e: unknown) => e);
    expect(UnprocessableEntityError.isInstance(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  test('a 429 becomes RateLimitError with resetAt from its Retry-After', async () => {
    const { key } = await client.apiKeys.create({ name: 'busy', scopes: ['documents:list'] });
    const busy = new Pagewise({ apiKey: key, baseURL: api.url, maxRetries: 0 });
    let error: unknown;
    // Limits count per minute window: a run that crosses into the next window needs up to twice the limit.
    for (let i = 0; i <= 2 * SCOPED_PER_MINUTE && !error; i++) error = await busy.documents.list().then(() => undefined, (e: unknown) => e);
    expect(RateLimitError.isInstance(error)).toBe(true);
    const resetAt = (error as RateLimitError).resetAt!;
    expect(resetAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  test('examples/node-sdk runs: upload, progress, an answer, a streamed follow-up with its pages, history in pages', async () => {
    const example = fileURLToPath(new URL('../../../examples/node-sdk/index.mjs', import.meta.url));
    // No arguments: the example's own examples/handbook.pdf and questions.
    const { stdout } = await promisify(execFile)(process.execPath, [example], {
      env: { ...process.env, PAGEWISE_API_KEY: api.adminKey, PAGEWISE_BASE_URL: api.url },
    });
    expect(stdout).toMatch(/^Uploaded handbook\.pdf \(/m);
    expect(stdout).toMatch(/^ {2}((queued|parsing|indexing) \d+\/\d+|processed)$/m);
    expect(stdout).toContain('Ready: 2 pages');
    expect(stdout).toMatch(/Q: How long do refunds take\?\nA: .*14 days/);
    expect(stdout).toMatch(/\[handbook\.pdf, page 1, confidence 0\.\d\d\] /);
    expect(stdout).toMatch(/Q: And how many days of leave do staff get\?\nA: .*25 days/);
    expect(stdout).toMatch(/\[handbook\.pdf, page 2, confidence 0\.\d\d\] .*25 days/);
    expect(stdout).toMatch(/page 1: \S+ {2}How long do refunds take\?\n {2}page 2: \S+ {2}And how many days/);
    expect(stdout).toContain('This conversation has 2 message(s), read in 2 page(s).');
  });

  test('a body the API cannot read is a BadRequestError (400) or an UnsupportedMediaTypeError (415)', async () => {
    const garbled = await client.query
      .search({ query: 'leave' }, { headers: { 'content-encoding': 'gzip' } })
      .catch((e: unknown) => e);
    expect(BadRequestError.isInstance(garbled)).toBe(true);
    expect(garbled).toMatchObject({ status: 400, code: 'bad_request' });
    const latin = await client.query
      .search({ query: 'leave' }, { headers: { 'content-type': 'application/json; charset=latin1' } })
      .catch((e: unknown) => e);
    expect(UnsupportedMediaTypeError.isInstance(latin)).toBe(true);
    expect(latin).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  test('the API serves the committed docs/openapi.json, which the SDK\'s types are generated from', async () => {
    const served = await (await fetch(`${api.url}/v1/openapi.json`)).json();
    expect({ ...served, servers: [] }).toEqual({ ...openapi, servers: [] });
  });

  test('webhooks: endpoints managed through the SDK; a real delivery verifies with webhooks.verify, a tampered one does not', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const endpoint = await client.webhooks.create({ url, events: ['api_key.revoked'], description: 'SDK contract' });
      expect(keysOf(endpoint)).toEqual(declared('WebhookEndpointWithSecretView'));
      expect(keysOf((await client.webhooks.list())[0])).toEqual(declared('WebhookEndpointView'));
      expect(await client.webhooks.get(endpoint.id)).toMatchObject({ url, enabled: true });

      const key = await client.apiKeys.create({ name: 'revoked for a webhook', scopes: ['documents:list'] });
      await client.apiKeys.revoke(key.api_key.id);
      for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const [hook] = received;
      const event = await webhooks.verify(hook.body, hook.headers, endpoint.secret);
      expect(event.type).toBe('api_key.revoked');
      if (event.type === 'api_key.revoked') expect(event.data).toMatchObject({ id: key.api_key.id, status: 'revoked' });
      expect(keysOf(event)).toEqual(declared('ApiKeyRevokedEvent'));
      await expect(webhooks.verify(hook.body.replace('revoked', 'active'), hook.headers, endpoint.secret)).rejects.toBeInstanceOf(WebhookVerificationError);

      const [delivery] = await client.webhooks.deliveries(endpoint.id);
      expect(keysOf(delivery)).toEqual(declared('WebhookDeliveryView'));
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, event_id: event.id });
      const again = await client.webhooks.redeliver(endpoint.id, delivery.id);
      expect(again.event_id).toBe(event.id);
      const rotated = await client.webhooks.rotateSecret(endpoint.id);
      expect(keysOf(rotated)).toEqual(declared('RotatedSecretView'));
      expect((await client.webhooks.update(endpoint.id, { enabled: false })).enabled).toBe(false);
      expect(await client.webhooks.delete(endpoint.id)).toEqual({ message: 'Webhook endpoint deleted.', endpoint_id: endpoint.id });
      await expect(client.webhooks.get(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('api keys: regenerating the admin key returns it once and retires the old one', async () => {
    const created = await client.apiKeys.regenerateAdmin();
    expect(keysOf(created)).toEqual(declared('CreatedApiKeyObject'));
    expect(created.api_key).toMatchObject({ is_admin: true, status: 'active' });
    await expect(new Pagewise({ apiKey: api.adminKey, baseURL: api.url, maxRetries: 0 }).apiKeys.list()).rejects.toBeInstanceOf(AuthenticationError);
    client = new Pagewise({ apiKey: created.key, baseURL: api.url });
    expect((await client.apiKeys.list()).some((k) => k.id === created.api_key.id)).toBe(true);
  });
});
