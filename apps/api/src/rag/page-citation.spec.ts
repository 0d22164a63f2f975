import type { DataSource } from 'typeorm';
import { keywordRag } from '../../test/support/keyword-rag.js';
import { openTestDataSource } from '../../test/support/test-database.js';
import type { RagService } from './rag.service.js';
import type { AnswerEvent } from './rag.types.js';

describe('page citations of passages that span a page break (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  let org: string;
  let rag: RagService;

  beforeAll(async () => {
    ({ db, close } = await openTestDataSource());
    [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Pages') RETURNING id`);
    // One paragraph that runs from page 1 onto page 2, so one chunk spans both pages.
    const pages = [
      { page: 1, text: 'The keeper wrote to the harbour master every week. The harbour master kept the letters in a wooden' },
      { page: 2, text: 'box. The lighthouse was painted red in 1921 by the keeper.' },
    ];
    rag = keywordRag(db, { parse: async () => ({ pages }) });
    await rag.ingest({ organizationId: org, documentId: (await db.query('SELECT gen_random_uuid() AS id'))[0].id, name: 'lighthouse.pdf', bytes: new Uint8Array() });
  });
  afterAll(() => close?.());

  it('stores where the page turns', async () => {
    const [row] = await db.query('SELECT page_start, page_end, page_breaks FROM chunks WHERE organization_id = $1', [org]);
    expect(row).toMatchObject({ page_start: 1, page_end: 2 });
    expect(row.page_breaks.toString().replace(/[{}]/g, '')).toMatch(/^\d+$/);
  });

  it('cites the page of the sentence that answers the query', async () => {
    expect((await rag.query(org, 'When was the lighthouse painted red?', 5))[0]).toMatchObject({ name: 'lighthouse.pdf', page: 2 });
    expect((await rag.query(org, 'How often did the keeper write to the harbour master?', 5))[0]).toMatchObject({ page: 1 });
  });

  it('cites that page in chat sources and in the answer', async () => {
    let done: AnswerEvent | undefined;
    for await (const e of rag.answer({ organizationId: org, question: 'When was the lighthouse painted red?', language: 'en' })) done = e;
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.sources[0]).toMatchObject({ name: 'lighthouse.pdf', page: 2 });
    expect(done.answer).toContain('[lighthouse.pdf, p. 2]');
  });
});
