import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../../test/support/test-database.js';
import { TableMaintenance } from '../../database/table-maintenance.js';
import { ChunkSentences1763800340000 } from '../../database/migrations/1763800340000-chunk-sentences.js';
import { decodeSentenceTerms, sentenceTermsOf } from '../answering/extractive-sentences.js';
import { chunkPages } from '../chunking/chunker.js';
import type { Passage } from '../rag.types.js';
import { ChunkStore } from './chunk-store.js';
import { ASKED_IN_TITLE, ASKED_POSITIONS, askedHits, KeywordRetriever, tsvectorHits } from './keyword-retriever.js';
import { PassageRetriever } from './passage-retriever.js';
import { stemsOf } from './query-terms.js';

/**
 * What a question no longer works out itself: sentences stored at ingestion, lexeme positions read from the
 * tsvector's text, stems remembered. Each must give exactly what the query-time work gave.
 */
describe('query-time work moved to ingestion (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  let org: string;
  let store: ChunkStore;
  const retriever = () => new PassageRetriever(db, new KeywordRetriever(db), null, null);

  const pages = [
    { page: 1, text: "Nikola Tesla's induction motor. Dr. Tesla worked for Edison in 1884, O'Hara wrote, and left within a year over unpaid wages." },
    { page: 2, text: 'The back\\slash and the e-mail were archived. भारत की राजधानी नई दिल्ली है। Tesla died in New York in January 1943.' },
    { page: 3, text: "गंगा भारत की सबसे लंबी नदी है और o'hara यमुना उसकी सहायक नदी है। गंगा हिमालय से निकलती है।" },
    { page: 4, text: 'Warsaw is the capital of Poland. It was almost entirely destroyed in 1944 and rebuilt after the war.' },
  ];

  beforeAll(async () => {
    ({ db, close } = await openTestDataSource());
    [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Terms') RETURNING id`);
    store = new ChunkStore(db, new TableMaintenance(db));
    for (const [i, text] of [pages, pages.slice(3)].entries()) {
      const [{ id }] = await db.query('SELECT gen_random_uuid() AS id');
      await store.replace(org, id, { name: `doc-${i}.pdf`, title: i ? "Warsaw's history" : 'Nikola Tesla' }, chunkPages(text, { targetWords: 12, maxWords: 20, overlapSentences: 1 }));
    }
  });
  afterAll(() => close?.());

  it('reads the same positions from the tsvector text as unnest(tsvector) gives, title weight included', async () => {
    const chunks: Array<{ id: string; tsv: string }> = await db.query('SELECT id, tsv::text AS tsv FROM chunks WHERE organization_id = $1', [org]);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      const rows: Array<{ lexeme: string; positions: number[] | string; weights: string[] | string }> = await db.query(
        'SELECT u.lexeme, u.positions, u.weights FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) u WHERE c.id = $1',
        [chunk.id],
      );
      const list = (v: unknown[] | string) => (Array.isArray(v) ? v.map(String) : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean));
      const expected = new Map(
        rows.map((r) => {
          const positions = list(r.positions).map(Number);
          const weights = list(r.weights);
          return [r.lexeme, { positions, bodyPositions: positions.filter((_, i) => weights[i] !== 'A'), inTitle: weights.includes('A') }];
        }),
      );
      // Every lexeme of the chunk, plus ones it lacks and ones that are the tail of another lexeme.
      const asked = [...expected.keys(), 'absent', 'hara', 'slash', 'mail'];
      const wanted = new Map(asked.filter((l) => expected.has(l)).map((l) => [l, expected.get(l)]));
      expect(tsvectorHits(chunk.tsv, asked)).toEqual(wanted);
      // As a question reads them: the tsvector cut down to the asked lexemes in SQL, the title's positions apart.
      const [cut]: Array<{ tsv: string; title: string }> = await db.query(
        `SELECT ${ASKED_POSITIONS('$2')} AS tsv, ${ASKED_IN_TITLE('$2')} AS title FROM chunks k WHERE k.id = $1`,
        [chunk.id, asked],
      );
      expect(askedHits(cut.tsv, cut.title, new Set(asked))).toEqual(wanted);
    }
    const all = chunks.map((c) => c.tsv).join(' ');
    expect(all).toContain("'o''hara'");
    expect(all).toMatch(/:\d+A/);
    // A lexeme in both the title and the body, which the cut must tell apart.
    expect(all).toMatch(/'tesla':\d+A,\d+[,\s]/);
  });

  it('stores each chunk’s sentences and words as a question would work them out', async () => {
    const rows: Array<{ text: string; sentences: string }> = await db.query('SELECT text, sentences FROM chunks WHERE organization_id = $1', [org]);
    for (const row of rows) expect(decodeSentenceTerms(row.sentences)).toEqual(sentenceTermsOf(row.text));
    expect(sentenceTermsOf('Dr. Tesla worked for Edison. He left.')).toEqual([
      { offset: 0, end: 28, words: ['dr', 'tesla', 'work', 'edison'] },
      { offset: 29, end: 37, words: ['left'] },
    ]);
  });

  it('retrieves the same passages, scores and cited pages from stored sentences as from none (chunks stored before)', async () => {
    const questions = ['When did Tesla die?', 'Who did Tesla work for in 1884?', 'What happened to Warsaw in 1944?', 'राजधानी दिल्ली'];
    const withStored = [];
    for (const q of questions) withStored.push(await retriever().retrieve(org, [{ text: q, weight: 1 }], 5));
    expect(withStored[0][0]).toMatchObject({ page: 2, text: expect.stringContaining('1943') });
    expect(withStored.every((p) => p.every((passage) => passage.sentences?.length))).toBe(true);
    await db.query('UPDATE chunks SET sentences = NULL WHERE organization_id = $1', [org]);
    const strip = (passages: Passage[]) => passages.map(({ sentences, ...p }) => p);
    for (const [i, q] of questions.entries()) {
      const computed = await retriever().retrieve(org, [{ text: q, weight: 1 }], 5);
      expect(computed.every((p) => p.sentences === undefined)).toBe(true);
      expect(strip(computed)).toEqual(strip(withStored[i]));
    }
    // The migration (frozen: no copy of the sentence rules) leaves chunks stored before it without sentences,
    // which are then worked out when retrieved, with the same results as just shown.
    const runner = db.createQueryRunner();
    try {
      await new ChunkSentences1763800340000().down(runner);
      await new ChunkSentences1763800340000().up(runner);
    } finally {
      await runner.release();
    }
    const rows: Array<{ text: string; sentences: string | null }> = await db.query('SELECT text, sentences FROM chunks WHERE organization_id = $1', [org]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.sentences).toBeNull();
  });

  it('remembers stems: the same lexemes as PostgreSQL gives, none for stop words, several for some words', async () => {
    const words = ['Tesla', 'the', 'e-mail', 'died', 'Tesla', 'running'];
    const cold = await stemsOf(db, words);
    const direct: Array<{ lexeme: string }> = await db.query(`SELECT u.lexeme FROM unnest(to_tsvector('english', 'e-mail')) u`);
    expect(cold.get('e-mail')).toEqual(direct.map((r) => r.lexeme));
    expect(cold.get('the')).toEqual([]);
    expect(cold.get('running')).toEqual(['run']);
    const warm = await stemsOf(db, words);
    expect(warm).toEqual(cold);
  });
});
