import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/support/test-database.js';
import { loadConfig } from '../config/load-config.js';
import { dataSourceOptions, openDatabase } from '../database/data-source.js';
import { ExtractiveAnswerModel } from './answering/extractive-answer-model.js';
import { RagService } from './rag.service.js';
import type { AnswerEvent } from './rag.types.js';
import { TableMaintenance } from '../database/table-maintenance.js';
import { ChunkStore } from './retrieval/chunk-store.js';
import { KeywordRetriever } from './retrieval/keyword-retriever.js';
import { PassageRetriever } from './retrieval/passage-retriever.js';

describe('page citations of passages that span a page break (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let dataDir: string;
  let drop: () => Promise<void>;
  let org: string;
  let rag: RagService;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-pages-'));
    const database = await createTestDatabase();
    drop = database.drop;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) });
    db = await openDatabase(dataSourceOptions(config));
    [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Pages') RETURNING id`);
    // One paragraph that runs from page 1 onto page 2, so one chunk spans both pages.
    const pages = [
      { page: 1, text: 'The keeper wrote to the harbour master every week. The harbour master kept the letters in a wooden' },
      { page: 2, text: 'box. The lighthouse was painted red in 1921 by the keeper.' },
    ];
    rag = new RagService({ parse: async () => ({ pages }) }, new ChunkStore(db, new TableMaintenance(db)), new PassageRetriever(db, new KeywordRetriever(db), null, null), new ExtractiveAnswerModel(), null, null);
    await rag.ingest({ organizationId: org, documentId: (await db.query('SELECT gen_random_uuid() AS id'))[0].id, name: 'lighthouse.pdf', bytes: new Uint8Array() });
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
