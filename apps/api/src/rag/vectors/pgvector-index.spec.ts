import { vector } from '@electric-sql/pglite-pgvector';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { PgVectorIndex } from './pgvector-index.js';
import { VectorIndexError } from './vector-index.error.js';
import { direction, vectorItems as items } from '../../../test/support/vector-fixtures.js';

describe('PgVectorIndex on PGlite', () => {
  let db: DataSource;
  let index: PgVectorIndex;
  const orgA = randomUUID();
  const orgB = randomUUID();

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', driver: new PGliteDriver({ extensions: { vector } }).driver });
    await db.initialize();
    await db.query('CREATE EXTENSION IF NOT EXISTS vector');
    index = new PgVectorIndex(db);
  });
  afterAll(() => db.destroy());

  it('finds nothing before any vector was stored', async () => {
    expect(await index.search(orgA, direction(0), 5)).toEqual([]);
  });

  it('creates the table with an HNSW cosine index on first use and finds the nearest chunks', async () => {
    const docA = randomUUID();
    const stored = items(docA, [direction(0), direction(0, 0.3), direction(3)]);
    await index.upsert(orgA, stored);
    const [indexDef] = await db.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'chunk_vectors_embedding_idx'`);
    expect(indexDef.indexdef).toMatch(/hnsw \(embedding vector_cosine_ops\)/);

    const hits = await index.search(orgA, direction(0), 2);
    expect(hits.map((h) => h.chunkId)).toEqual([stored[0].chunkId, stored[1].chunkId]);
    expect(hits[0].distance).toBeCloseTo(0, 5);
    expect(hits[1].distance).toBeGreaterThan(0);
  });

  it('keeps organizations apart in search, upsert and removal', async () => {
    const docB = randomUUID();
    const theirs = items(docB, [direction(0), direction(0, 0.1)]);
    await index.upsert(orgB, theirs);
    const ids = (await index.search(orgB, direction(0), 10)).map((h) => h.chunkId);
    expect(ids.sort()).toEqual(theirs.map((i) => i.chunkId).sort());

    // Another organization cannot overwrite a chunk it does not own.
    await index.upsert(orgA, [{ ...theirs[0], embedding: direction(5) }]);
    expect((await index.search(orgB, direction(0), 1))[0].chunkId).toBe(theirs[0].chunkId);

    await index.removeDocument(orgA, docB);
    expect(await index.search(orgB, direction(0), 10)).toHaveLength(2);
    await index.removeDocument(orgB, docB);
    expect(await index.search(orgB, direction(0), 10)).toEqual([]);
    expect((await index.search(orgA, direction(0), 10)).length).toBeGreaterThan(0);
  });

  it('replaces a chunk vector on upsert', async () => {
    const org = randomUUID();
    const [item] = items(randomUUID(), [direction(1)]);
    await index.upsert(org, [item]);
    await index.upsert(org, [{ ...item, embedding: direction(6) }]);
    const [hit] = await index.search(org, direction(6), 1);
    expect(hit).toEqual({ chunkId: item.chunkId, distance: expect.closeTo(0, 5) });
  });

  it('still returns k hits when the HNSW index alone would filter them all away', async () => {
    // Another organization's 1,500 vectors crowd the query's neighbourhood; ours lie far away.
    const crowded = randomUUID();
    await index.upsert(crowded, items(randomUUID(), Array.from({ length: 1500 }, (_, i) => direction(0, (i % 50) / 100))));
    const ours = randomUUID();
    const far = items(randomUUID(), Array.from({ length: 400 }, (_, i) => direction(4, (i % 50) / 100)));
    await index.upsert(ours, far);
    await db.query('ANALYZE chunk_vectors');

    // The hazard: a plain filtered HNSW scan sees only the crowd's vectors and returns nothing for us.
    const raw = await db.query(
      `SELECT chunk_id FROM chunk_vectors WHERE organization_id = $2 ORDER BY embedding <=> $1::vector LIMIT 5`,
      [`[${direction(0).join(',')}]`, ours],
    );
    expect(raw.length).toBeLessThan(5);

    // Both the iterative scan (pgvector 0.8) and the exact-scan fallback (older pgvector) find all k.
    const ourIds = new Set(far.map((i) => i.chunkId));
    for (const candidate of [index, new PgVectorIndex(db, { iterativeScan: false })]) {
      const hits = await candidate.search(ours, direction(0), 5);
      expect(hits).toHaveLength(5);
      expect(hits.every((h) => ourIds.has(h.chunkId))).toBe(true);
      expect(hits.map((h) => h.distance)).toEqual([...hits.map((h) => h.distance)].sort((a, b) => a - b));
    }
  });

  it('refuses vectors of another length with a way out', async () => {
    const error = await index.upsert(orgA, items(randomUUID(), [[1, 0, 0]])).catch((e) => e);
    expect(error).toBeInstanceOf(VectorIndexError);
    expect(error.message).toMatch(/8 dimensions but the embeddings model returns 3/);
    await expect(new PgVectorIndex(db).upsert(orgA, items(randomUUID(), [[1, 0, 0]]))).rejects.toThrow(VectorIndexError);
  });
});
