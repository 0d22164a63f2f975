import { randomUUID } from 'node:crypto';
import { type ChromaServer, startChromaServer } from '../../../test/support/chroma-server.js';
import { ChromaIndex, chromaClientFor } from './chroma-index.js';
import { VectorIndexError } from './vector-index.error.js';
import { direction, vectorItems as items } from '../../../test/support/vector-fixtures.js';

describe('ChromaIndex against a real Chroma server', () => {
  let chroma: ChromaServer | null = null;
  let index: ChromaIndex;

  beforeAll(async () => {
    try {
      chroma = await startChromaServer();
    } catch (error) {
      console.warn(`Skipping Chroma tests: the chroma CLI could not start a server here.\n${(error as Error).message}`);
      return;
    }
    index = new ChromaIndex(chromaClientFor(chroma.url));
  }, 60_000);
  afterAll(() => chroma?.stop());

  const whenChroma = (name: string, test: () => Promise<void>) => it(name, () => (chroma ? test() : Promise.resolve()));

  whenChroma('stores vectors in a cosine collection per organization and finds the nearest', async () => {
    const org = randomUUID();
    const doc = randomUUID();
    const stored = items(doc, [direction(0), direction(0, 0.3), direction(3)]);
    await index.upsert(org, stored);
    const hits = await index.search(org, direction(0), 2);
    expect(hits.map((h) => h.chunkId)).toEqual([stored[0].chunkId, stored[1].chunkId]);
    expect(hits[0].distance).toBeCloseTo(0, 4);
    // Cosine distance of 0° and ~16.7°: 1 - cos.
    expect(hits[1].distance).toBeCloseTo(1 - 1 / Math.hypot(1, 0.3), 3);

    const collection = await chromaClientFor(chroma!.url).getCollection({ name: `pagewise-org-${org}` });
    expect(collection.configuration.hnsw?.space).toBe('cosine');
  });

  whenChroma('keeps organizations apart and finds nothing for an organization without vectors', async () => {
    const orgA = randomUUID();
    const orgB = randomUUID();
    const mine = items(randomUUID(), [direction(1)]);
    await index.upsert(orgA, mine);
    await index.upsert(orgB, items(randomUUID(), [direction(1), direction(1, 0.1)]));
    expect((await index.search(orgA, direction(1), 10)).map((h) => h.chunkId)).toEqual([mine[0].chunkId]);
    expect(await index.search(randomUUID(), direction(1), 10)).toEqual([]);
  });

  whenChroma('removes only the given document of the given organization', async () => {
    const org = randomUUID();
    const keep = randomUUID();
    const drop = randomUUID();
    await index.upsert(org, [...items(keep, [direction(2)]), ...items(drop, [direction(2, 0.1), direction(2, 0.2)])]);
    await index.removeDocument(randomUUID(), drop);
    expect(await index.search(org, direction(2), 10)).toHaveLength(3);
    await index.removeDocument(org, drop);
    const left = await index.search(org, direction(2), 10);
    expect(left).toHaveLength(1);
    // A fresh client (another API instance) sees the same state.
    expect(await new ChromaIndex(chromaClientFor(chroma!.url)).search(org, direction(2), 10)).toEqual(left);
  });

  whenChroma('replaces a chunk vector on upsert and reports wrong vector lengths', async () => {
    const org = randomUUID();
    const [item] = items(randomUUID(), [direction(4)]);
    await index.upsert(org, [item]);
    await index.upsert(org, [{ ...item, embedding: direction(6) }]);
    expect((await index.search(org, direction(6), 1))[0]).toEqual({ chunkId: item.chunkId, distance: expect.closeTo(0, 4) });
    await expect(index.upsert(org, items(randomUUID(), [[1, 0, 0]]))).rejects.toThrow(VectorIndexError);
  });
});
