import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../test/support/test-database.js';
import type { DocumentChunk } from '../rag/chunking/chunker.js';
import { ChunkStore } from '../rag/retrieval/chunk-store.js';
import { TableMaintenance } from './table-maintenance.js';

const chunks = (count: number): DocumentChunk[] =>
  Array.from({ length: count }, (_, i) => {
    const text = `Paragraph ${i} of the handbook explains refunds, returns and the warranty in some detail for readers.`;
    return { ordinal: i, pageStart: 1 + Math.floor(i / 4), pageEnd: 1 + Math.floor(i / 4), pageBreaks: [], text, words: text.split(' ').length };
  });

/** A maintenance that never vacuums: what the embedded database did before TableMaintenance existed. */
class NoMaintenance extends TableMaintenance {
  override async changed(): Promise<void> {}
}

const heapPages = async (db: DataSource) => {
  await db.query('CHECKPOINT');
  const [row] = await db.query(`SELECT pg_relation_size('chunks') / current_setting('block_size')::int AS pages`);
  return Number(row.pages);
};
const analyzedRows = async (db: DataSource) => Number((await db.query(`SELECT reltuples FROM pg_class WHERE oid = 'chunks'::regclass`))[0].reltuples);

async function reingest(db: DataSource, store: ChunkStore, times: number): Promise<void> {
  const [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Handbooks') RETURNING id`);
  const [{ id: doc }] = await db.query('SELECT gen_random_uuid() AS id');
  for (let i = 0; i < times; i++) await store.replace(org, doc, { name: 'handbook.pdf', title: 'Handbook' }, chunks(80));
}

/** Re-ingests, letting a due pass run after each write, as it does when uploads are apart. */
async function reingestSlowly(db: DataSource, store: ChunkStore, maintenance: TableMaintenance, times: number): Promise<void> {
  const [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Handbooks') RETURNING id`);
  const [{ id: doc }] = await db.query('SELECT gen_random_uuid() AS id');
  for (let i = 0; i < times; i++) {
    await store.replace(org, doc, { name: 'handbook.pdf', title: 'Handbook' }, chunks(80));
    await maintenance.settle();
  }
}

describe('Table maintenance on embedded PGlite (no autovacuum there)', () => {
  it('vacuums after enough chunk rows change, so re-ingesting a document does not grow the table', async () => {
    // One after the other: the embedded driver holds a single PGlite instance per process.
    const measure = async (maintained: boolean) => {
      const { db, close } = await openTestDataSource({ embedded: true });
      try {
        const maintenance = maintained ? new TableMaintenance(db) : new NoMaintenance(db);
        await reingestSlowly(db, new ChunkStore(db, maintenance), maintenance, 12);
        return { pages: await heapPages(db), analyzed: await analyzedRows(db) };
      } finally {
        await close();
      }
    };
    const kept = await measure(true);
    const neglected = await measure(false);
    // Twelve copies of 80 chunks pile up without vacuum; with it, freed space is reused.
    expect(neglected.pages).toBeGreaterThan(kept.pages * 3);
    // ANALYZE ran too: the planner knows the table holds 80 live chunks.
    expect(kept.analyzed).toBe(80);
    expect(neglected.analyzed).toBeLessThan(0);
  }, 120_000);

  it('runs a due pass a moment after the writes pause, not inside the write', async () => {
    const { db, close } = await openTestDataSource({ embedded: true });
    try {
      await reingest(db, new ChunkStore(db, new TableMaintenance(db)), 1);
      expect(await analyzedRows(db)).toBeLessThan(0);
      const deadline = Date.now() + 10_000;
      while ((await analyzedRows(db)) < 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await analyzedRows(db)).toBe(80);
    } finally {
      await close();
    }
  }, 60_000);

  it('gives a data directory that was never analyzed its first pass at boot', async () => {
    const { db, close } = await openTestDataSource({ embedded: true });
    try {
      await reingest(db, new ChunkStore(db, new NoMaintenance(db)), 1);
      expect(await analyzedRows(db)).toBeLessThan(0);
      await new TableMaintenance(db).onApplicationBootstrap();
      expect(await analyzedRows(db)).toBe(80);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('Table maintenance on a PostgreSQL server', () => {
  const serverTest = process.env.DATABASE_URL ? it : it.skip;

  serverTest('leaves vacuuming to autovacuum', async () => {
    const { db, close } = await openTestDataSource();
    const statements: string[] = [];
    const query = db.query.bind(db);
    db.query = ((sql: string, params?: unknown[]) => {
      statements.push(sql);
      return query(sql, params);
    }) as DataSource['query'];
    try {
      await reingest(db, new ChunkStore(db, new TableMaintenance(db)), 3);
      expect(statements.some((s) => /VACUUM/i.test(s))).toBe(false);
    } finally {
      await close();
    }
  }, 60_000);
});
