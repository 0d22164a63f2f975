import { createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { INCOME_STATEMENT, makeTablePdf, REGIONS, TWO_COLUMN_PROSE } from './support/table-pdf.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('tables in PDFs: each cell found by its row and column', () => {
  let t: TestApp;
  let acme: TestOrganization;
  let documentId: string;

  beforeAll(async () => {
    t = await startTestApp({ INGESTION_POLL_MS: '100' });
    acme = await createOrganization(t, 'enterprise', 'Acme');
    const pdf = await makeTablePdf([
      [
        { text: 'Annual report 2023' },
        { text: 'This report describes the activities of the group during the year, its people, its customers and its plans for the coming years.' },
        { columns: TWO_COLUMN_PROSE },
      ],
      [
        { text: 'Consolidated income statement, in millions of euros.' },
        { table: INCOME_STATEMENT },
        { text: 'Figures for 2021 are restated for the sale of the packaging business.' },
      ],
      [{ text: 'Results by region in 2023, revenue in millions of euros.' }, { table: REGIONS }],
    ]);
    documentId = (await upload(t, acme.adminKey, pdf, 'annual-report.pdf')).body.id;
    expect((await settled(t, acme.adminKey, documentId)).status).toBe('processed');
  }, 120_000);
  afterAll(() => t.close());

  it('finds the page and the cell for "What was the revenue in 2023?" (POST /v1/query)', async () => {
    const { results } = await (await postJson(t.url, '/v1/query', acme.adminKey, { query: 'What was the revenue in 2023?', top_k: 3 })).json();
    expect(results[0]).toEqual(expect.objectContaining({ document_id: documentId, page: 2, text: expect.stringContaining('Revenue — 2023: 4,210') }));
  });

  it('answers with the cell\'s value and cites its page (POST /v1/chat)', async () => {
    const body = await (await postJson(t.url, '/v1/chat', acme.adminKey, { message: 'What was the revenue in 2023?' })).json();
    expect(body.answer_status).toBe('answered');
    expect(body.answer).toContain('4,210');
    expect(body.source_documents[0]).toEqual(expect.objectContaining({ document_id: documentId, page: 2 }));
  });

  it('finds a cell of a table with row headers by its row and column', async () => {
    const { results } = await (await postJson(t.url, '/v1/query', acme.adminKey, { query: 'How many employees in the South region?', top_k: 3 })).json();
    expect(results[0]).toEqual(expect.objectContaining({ page: 3, text: expect.stringContaining('Region: South; Revenue: 980; Employees: 205') }));
  });

  it('keeps two-column prose as prose: no header-paired line on its page', async () => {
    const { results } = await (await postJson(t.url, '/v1/query', acme.adminKey, { query: 'audit committee external audit', top_k: 5 })).json();
    const page1 = results.filter((r: { page: number }) => r.page === 1);
    expect(page1.length).toBeGreaterThan(0);
    for (const r of page1) expect(r.text).not.toMatch(/—|; \w+:/);
  });
});
