import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { corruptPdf, makePdf, notAPdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('documents over HTTP', () => {
  let t: TestApp;
  let acme: TestOrganization;
  let globex: TestOrganization;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
    acme = await createOrganization(t, 'enterprise', 'Acme');
    globex = await createOrganization(t, 'enterprise', 'Globex');
  });
  afterAll(() => t.close());

  it('uploads a PDF, answers 201 at once, then processes it in the background', async () => {
    const pdf = await makePdf({ pages: ['Refunds are accepted within 30 days.', 'Shipping takes five working days.'] });
    const created = await upload(t, acme.adminKey, pdf, 'policies.pdf');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'policies.pdf', status: 'processing', uploaded_at: expect.any(String) });
    expect(new Date(created.body.uploaded_at).toISOString()).toBe(created.body.uploaded_at);

    const done = await settled(t, acme.adminKey, created.body.id);
    expect(done).toMatchObject({ status: 'processed', pages: 2, file_size: pdf.length, error: null, progress: null, skipped_pages: [] });
    expect(Date.parse(done.processing_completed_at)).toBeGreaterThanOrEqual(Date.parse(done.uploaded_at));

    const list = await fetch(`${t.url}/v1/documents`, { headers: bearer(acme.adminKey) });
    expect(await list.json()).toContainEqual({ id: created.body.id, name: 'policies.pdf', status: 'processed', uploaded_at: created.body.uploaded_at, skipped_pages: [] });
  });

  it('takes the display name from the form when given', async () => {
    const created = await upload(t, acme.adminKey, await makePdf(), 'scan-0042.pdf', 'Employee handbook');
    expect(created.body.name).toBe('Employee handbook');
  });

  it('keeps a non-ASCII file name intact', async () => {
    const created = await upload(t, acme.adminKey, await makePdf(), 'résumé — नमस्ते.pdf');
    expect(created.body.name).toBe('résumé — नमस्ते.pdf');
  });

  it('refuses a file that is not a PDF by its content, whatever its name, with 422 not_a_pdf', async () => {
    const res = await upload(t, acme.adminKey, notAPdf(), 'report.pdf');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'The file is not a PDF. Upload a PDF document.', code: 'not_a_pdf', request_id: expect.any(String) });
  });

  it('asks for a file when none is sent', async () => {
    const res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(acme.adminKey), body: new FormData() });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/file is required/);
  });

  it('fails an encrypted PDF with a reason instead of leaving it processing', async () => {
    const created = await upload(t, acme.adminKey, await makePdf({ userPassword: 'secret' }), 'locked.pdf');
    expect(created.status).toBe(201);
    const done = await settled(t, acme.adminKey, created.body.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/password|encrypt/i);
    expect(done.processing_completed_at).toEqual(expect.any(String));
  });

  it('fails a corrupt PDF with a reason', async () => {
    const created = await upload(t, acme.adminKey, corruptPdf(), 'broken.pdf');
    expect(created.status).toBe(201);
    const done = await settled(t, acme.adminKey, created.body.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/\.$/);
  });

  it("hides one organization's documents from another: 404, never 403", async () => {
    const created = await upload(t, acme.adminKey, await makePdf(), 'private.pdf');
    const id = created.body.id;
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${t.url}/v1/documents/${id}`, { method, headers: bearer(globex.adminKey) });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('document_not_found');
    }
    const list = await (await fetch(`${t.url}/v1/documents`, { headers: bearer(globex.adminKey) })).json();
    expect(list.map((d: { id: string }) => d.id)).not.toContain(id);
    const stillThere = await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(acme.adminKey) });
    expect(stillThere.status).toBe(200);
  });

  it('answers 404 for ids that are not uuids or do not exist', async () => {
    for (const id of ['not-a-uuid', randomUUID()]) {
      const res = await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(acme.adminKey) });
      expect(res.status).toBe(404);
    }
  });

  it('deletes for good: the row, the stored file, the job and the indexed passages', async () => {
    const created = await upload(t, acme.adminKey, await makePdf({ pages: ['Unique zebra passage for deletion.'] }), 'gone.pdf');
    const id = created.body.id;
    expect((await settled(t, acme.adminKey, id)).status).toBe('processed');
    const db = t.app.get(DataSource);
    const [{ n: before }] = await db.query('SELECT count(*)::int AS n FROM chunks WHERE document_id = $1', [id]);
    expect(before).toBeGreaterThan(0);

    const deleter = await createKey(t, acme, { name: 'deleter', scopes: ['documents:delete'] });
    const res = await fetch(`${t.url}/v1/documents/${id}`, { method: 'DELETE', headers: bearer(deleter.key) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Document deleted.', document_id: id });

    expect((await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(acme.adminKey) })).status).toBe(404);
    for (const table of ['documents WHERE id', 'document_files WHERE document_id', 'ingestion_jobs WHERE document_id', 'chunks WHERE document_id']) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM ${table} = $1`, [id]);
      expect(n).toBe(0);
    }
  });
});
