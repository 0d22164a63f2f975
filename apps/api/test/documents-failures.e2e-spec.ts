import { DataSource } from 'typeorm';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { ChunkFaults } from './support/database-faults.js';
import { settled, upload } from './support/documents.js';
import { LogCapture, type LogLine } from './support/log-capture.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Processing failures are told apart by cause, with real database errors (a trigger raises them): one caused
 * by the document's data fails at once and says why; a passing outage is retried; the log holds the cause.
 */
describe('a document that fails says why, in its error and in the log', () => {
  const logs = new LogCapture();
  let t: TestApp;
  let db: DataSource;
  let faults: ChunkFaults;
  let acme: TestOrganization;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100', INGESTION_MAX_ATTEMPTS: '2', LOG_LEVEL: 'info' }, undefined, { logs });
    db = t.app.get(DataSource);
    faults = new ChunkFaults(db);
    await faults.install();
    acme = await createOrganization(t, 'enterprise', 'Acme');
  });
  afterAll(() => t.close());

  const attemptsOf = async (id: string) => (await db.query('SELECT attempts FROM ingestion_jobs WHERE document_id = $1', [id]))[0].attempts;
  const causeOf = (id: string, text: string) => (line: LogLine) => line.document_id === id && String(line.err?.message).includes(text);

  it('fails once, with a reason a person can act on, when the database refuses the data', async () => {
    await faults.add('refused.pdf', { sqlstate: '23514', message: 'new row violates check constraint "chunk_text_check"', untilAttempt: 99 });
    const created = await upload(t, acme.adminKey, await makePdf(), 'refused.pdf');
    const document = await settled(t, acme.adminKey, created.body.id);

    expect(document.status).toBe('failed');
    expect(document.error).toMatch(/^This PDF holds text that could not be stored\. .*document id/);
    expect(await attemptsOf(document.id)).toBe(1);
  });

  it('logs the cause of a failure: message, stack, document, organization and attempt', async () => {
    const [{ id }] = await db.query(`SELECT id FROM documents WHERE name = 'refused.pdf'`);
    const line = await logs.waitFor(causeOf(id, 'chunk_text_check'));
    expect(line).toMatchObject({
      level: 50,
      msg: expect.stringMatching(/^Processing a document failed/),
      document_id: id,
      organization_id: acme.organization.id,
      attempt: 1,
      err: { message: expect.stringContaining('chunk_text_check'), stack: expect.stringContaining('\n    at ') },
    });
    // Processing runs apart from the upload request that queued it, and does not log as part of it.
    expect(line).not.toHaveProperty('request_id');
    expect(logs.raw).not.toContain('[object Object]');
  });

  it('retries a passing outage with backoff, then processes the document', async () => {
    await faults.add('outage.pdf', { sqlstate: '40001', message: 'could not serialize access due to concurrent update', untilAttempt: 1 });
    const created = await upload(t, acme.adminKey, await makePdf(), 'outage.pdf');
    const document = await settled(t, acme.adminKey, created.body.id);

    expect(document).toMatchObject({ status: 'processed', error: null });
    expect(await attemptsOf(document.id)).toBe(2);
    expect(await logs.waitFor(causeOf(document.id, 'could not serialize'))).toMatchObject({ level: 40, attempt: 1 });
  });

  it('fails an unreadable file once, logging its reason', async () => {
    const created = await upload(t, acme.adminKey, await makePdf({ userPassword: 'secret' }), 'locked.pdf');
    const document = await settled(t, acme.adminKey, created.body.id);
    expect(document).toMatchObject({ status: 'failed', error: 'This PDF is password-protected. Remove the password and upload it again.' });
    expect(await attemptsOf(document.id)).toBe(1);
    expect(await logs.waitFor((l) => l.document_id === document.id && l.err?.name === 'UnreadableDocumentError')).toMatchObject({ level: 40 });
  });

  it('re-processes a failed document once the cause is fixed, keeping the stored file', async () => {
    await faults.add('fixed-later.pdf', { sqlstate: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00', untilAttempt: 99 });
    const pdf = await makePdf({ pages: ['The cafeteria opens at eight.'] });
    const created = await upload(t, acme.adminKey, pdf, 'fixed-later.pdf');
    expect((await settled(t, acme.adminKey, created.body.id)).status).toBe('failed');

    await faults.clear('fixed-later.pdf');
    const res = await fetch(`${t.url}/v1/documents/${created.body.id}/reprocess`, { method: 'POST', headers: bearer(acme.adminKey) });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ id: created.body.id, name: 'fixed-later.pdf', status: 'processing', error: null, file_size: pdf.length });
    expect(await settled(t, acme.adminKey, created.body.id)).toMatchObject({ status: 'processed', pages: 1, error: null });
  });

  it('fails an outage that outlasts the attempts with a reason, and re-processes only failed documents', async () => {
    await faults.add('busy.pdf', { sqlstate: '40P01', message: 'deadlock detected', untilAttempt: 99 });
    const busy = (await upload(t, acme.adminKey, await makePdf(), 'busy.pdf')).body.id;
    const reprocess = (id: string, key = acme.adminKey) => fetch(`${t.url}/v1/documents/${id}/reprocess`, { method: 'POST', headers: bearer(key) });

    const early = await reprocess(busy); // still between its attempts
    expect(early.status).toBe(422);
    expect(await early.json()).toEqual({
      error: 'This document is still processing; only a failed document can be re-processed.',
      code: 'document_not_failed',
      request_id: expect.any(String),
    });
    const failed = await settled(t, acme.adminKey, busy);
    expect(failed.error).toBe(
      'Processing stopped after 2 attempts: the database was unavailable. The file is kept: re-process the document once the database is back.',
    );
    expect(await attemptsOf(busy)).toBe(2);

    const [{ id: processed }] = await db.query(`SELECT id FROM documents WHERE name = 'outage.pdf'`);
    const done = await reprocess(processed);
    expect(done.status).toBe(422);
    expect((await done.json()).error).toBe('This document is already processed; only a failed document can be re-processed.');
    const globex = await createOrganization(t, 'enterprise', 'Globex');
    const foreign = await reprocess(busy, globex.adminKey);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).code).toBe('document_not_found');
  });
});
