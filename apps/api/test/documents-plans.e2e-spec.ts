import { createOrganization } from './support/api-keys.js';
import { upload } from './support/documents.js';
import { makePdf, manyPages } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('document plan limits over HTTP', () => {
  let t: TestApp;
  let large: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, BACKGROUND_JOBS: 'false', MAX_UPLOAD_MB: '3' });
    large = await makePdf({ pages: manyPages(160, 400), compress: false });
  });
  afterAll(() => t.close());

  it('makes a PDF over the Free limit for these tests', () => {
    expect(large.length).toBeGreaterThan(500 * 1024);
  });

  it('refuses a file over the plan size with 413 naming the limit and the plan', async () => {
    const free = await createOrganization(t, 'free');
    const res = await upload(t, free.adminKey, large, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'The file is larger than 500 KB, the largest upload the Free plan allows.',
      code: 'file_too_large',
      request_id: expect.any(String),
    });
  });

  it('lets Free hold one document and answers 403 for the second, naming the plan', async () => {
    const free = await createOrganization(t, 'free');
    expect((await upload(t, free.adminKey, await makePdf(), 'one.pdf')).status).toBe(201);
    const second = await upload(t, free.adminKey, await makePdf(), 'two.pdf');
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      error: 'The Free plan allows 1 document; delete one before uploading another.',
      code: 'document_limit_reached',
    });
  });

  it('counts uploads made at the same moment against the cap only once each', async () => {
    const free = await createOrganization(t, 'free');
    const pdf = await makePdf();
    const results = await Promise.all([1, 2, 3].map((i) => upload(t, free.adminKey, pdf, `race-${i}.pdf`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
  });

  it('allows Pro files up to 2 MB and five documents', async () => {
    const pro = await createOrganization(t, 'pro');
    expect((await upload(t, pro.adminKey, large, 'big.pdf')).status).toBe(201);
    for (let i = 2; i <= 5; i++) expect((await upload(t, pro.adminKey, await makePdf(), `${i}.pdf`)).status).toBe(201);
    const sixth = await upload(t, pro.adminKey, await makePdf(), '6.pdf');
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toBe('The Pro plan allows 5 documents; delete one before uploading another.');
  });

  it('holds Enterprise to the server-wide ceiling', async () => {
    const enterprise = await createOrganization(t, 'enterprise');
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024 + 10, 32), Buffer.from('\n%%EOF\n')]);
    const res = await upload(t, enterprise.adminKey, huge, 'huge.pdf');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The file is larger than 3 MB, the largest upload the Enterprise plan allows.');
  });
});
