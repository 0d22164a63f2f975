import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../../test/support/test-database.js';
import { TableMaintenance } from '../../database/table-maintenance.js';
import type { DocumentChunk } from '../chunking/chunker.js';
import { ChunkStore } from './chunk-store.js';
import { KeywordRetriever } from './keyword-retriever.js';

/**
 * ts_rank, PostgreSQL's cheap first cut, knows no rarity: a common word repeated in hundreds of chunks fills the
 * candidates. The one chunk that holds the question's rare word must still reach BM25, which ranks it first.
 */
describe('candidates that respect rarity (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  let org: string;
  let rareDocument: string;
  let maintenance: TableMaintenance;

  const chunk = (ordinal: number, text: string): DocumentChunk => ({ ordinal, pageStart: ordinal + 1, pageEnd: ordinal + 1, text, pageBreaks: [], words: text.split(' ').length });

  beforeAll(async () => {
    ({ db, close } = await openTestDataSource());
    [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Rarity') RETURNING id`);
    maintenance = new TableMaintenance(db);
    const store = new ChunkStore(db, maintenance);
    const id = async () => ((await db.query('SELECT gen_random_uuid() AS id')) as Array<{ id: string }>)[0].id;
    // 300 chunks, more than the 200 that ts_rank keeps, each saying "model" many times.
    const common = Array.from({ length: 300 }, (_, i) => chunk(i, `Section ${i}: the model, the model and again the model; every model here is a model of a model.`));
    await store.replace(org, await id(), { name: 'handbook.pdf', title: 'Handbook' }, common);
    rareDocument = await id();
    await store.replace(org, rareDocument, { name: 'assay.pdf', title: 'Assay notes' }, [
      chunk(0, 'The laboratory measured zyxglobin in every sample taken that week.'),
    ]);
  });
  afterAll(async () => {
    await maintenance?.beforeApplicationShutdown();
    await close?.();
  });

  it.each([
    ['as asked', 'zyxglobin model'],
    ['misspelled (found under its near spelling)', 'zyxglobim model'],
  ])('finds the one chunk holding the rare word among hundreds holding the common one (%s)', async (_, question) => {
    const found = await new KeywordRetriever(db).search(org, [{ text: question, weight: 1 }], 5);
    expect(found.chunks[0]).toMatchObject({ documentId: rareDocument });
  });

  it('still ranks by the common word alone when the question has no rare word', async () => {
    const found = await new KeywordRetriever(db).search(org, [{ text: 'model', weight: 1 }], 5);
    expect(found.chunks).toHaveLength(5);
    expect(found.chunks.every((c) => c.documentId !== rareDocument)).toBe(true);
  });
});
