import PDFDocument from 'pdfkit';
import type { DataSource } from 'typeorm';
import { keywordRag } from '../../test/support/keyword-rag.js';
import { openTestDataSource } from '../../test/support/test-database.js';
import { ExtractiveAnswerModel } from './answering/extractive-answer-model.js';
import { DocumentOverviews } from './overview/document-overviews.js';
import { PageLayoutStore } from './parsing/page-layout.store.js';
import type { PdfParser } from './parsing/pdf-parser.port.js';
import { WorkerPdfParser } from './parsing/worker-pdf-parser.js';
import { RagService } from './rag.service.js';
import type { AnswerEvent, IngestProgress, PdfPage } from './rag.types.js';
import { TableMaintenance } from '../database/table-maintenance.js';
import { ChunkStore } from './retrieval/chunk-store.js';
import { KeywordRetriever } from './retrieval/keyword-retriever.js';
import { PassageRetriever } from './retrieval/passage-retriever.js';
import type { Embedder } from './embedding/embedder.port.js';
import { PgVectorIndex } from './vectors/pgvector-index.js';

function pdf(pages: string[][]): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ margin: 50 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    pages.forEach((paragraphs, i) => {
      if (i) doc.addPage();
      for (const p of paragraphs) doc.text(p, { paragraphGap: 8 });
    });
    doc.end();
  });
}

/** Stands in for an embedding model (none can run here): words of one meaning share a direction. */
const MEANINGS = [['car', 'automobile', 'vehicle'], ['refund', 'money', 'reimbursement'], ['dog', 'puppy', 'canine']];
const conceptEmbedder: Embedder = {
  dimensions: MEANINGS.length + 1,
  embed: async (texts) =>
    texts.map((text) => {
      const words = text.toLowerCase().split(/\W+/);
      const v = MEANINGS.map((group) => words.filter((w) => group.includes(w)).length);
      return [...v, 0.01];
    }),
};

/** Reads pages that were written as text (Indic scripts need fonts a test PDF would not embed). */
const textParser = (pages: PdfPage[]): PdfParser => ({ parse: async () => ({ pages }) });

describe('RagService on the real database (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  let orgA: string;
  let orgB: string;
  const build = (parser: PdfParser) => keywordRag(db, parser);
  const pdfRag = () => build(new WorkerPdfParser({ timeoutMs: 30_000, maxMemoryMb: 256 }));
  const newId = async () => ((await db.query('SELECT gen_random_uuid() AS id')) as Array<{ id: string }>)[0].id;

  beforeAll(async () => {
    ({ db, close } = await openTestDataSource());
    [{ id: orgA }, { id: orgB }] = await db.query(`INSERT INTO organizations (name) VALUES ('A'), ('B') RETURNING id`);
  });
  afterAll(() => close?.());

  it('ingests a PDF, reports progress, and finds passages with their page and a confidence', async () => {
    const rag = pdfRag();
    const bytes = await pdf([
      ['The warranty covers manufacturing defects for two years from the date of purchase.', 'Batteries are covered for one year.'],
      ['To return a product, contact support within thirty days and include the original receipt.'],
    ]);
    const progress: IngestProgress[] = [];
    const documentId = await newId();
    const result = await rag.ingest({ organizationId: orgA, documentId, name: 'warranty-guide.pdf', bytes, onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ pages: 2, chunks: expect.any(Number), skippedPages: [] });
    expect(progress[0]).toEqual({ stage: 'parsing', done: 0, total: 1 });
    expect(progress.at(-1)).toEqual({ stage: 'indexing', done: result.chunks, total: result.chunks });

    const [top] = await rag.query(orgA, 'How do I return a product?', 3);
    expect(top).toMatchObject({ documentId, name: 'warranty-guide.pdf', page: 2 });
    expect(top.text).toContain('original receipt');
    expect(top.confidence).toBeGreaterThan(0.5);
    expect(top.confidence).toBeLessThanOrEqual(1);
    // The title is indexed with every chunk.
    expect((await rag.query(orgA, 'warranty guide', 5)).length).toBe(result.chunks);
  });

  it('keeps organizations apart in retrieval, answers and statistics', async () => {
    const rag = pdfRag();
    const bytes = await pdf([['The secret launch code of project Falcon is stored in the vault on level nine.']]);
    await rag.ingest({ organizationId: orgB, documentId: await newId(), name: 'falcon.pdf', bytes });
    expect(await rag.query(orgA, 'project Falcon launch code', 5)).toEqual([]);
    expect((await rag.query(orgB, 'project Falcon launch code', 5))[0].name).toBe('falcon.pdf');
    expect(await rag.query(orgB, 'warranty return receipt', 5)).toEqual([]);

    const events: AnswerEvent[] = [];
    for await (const e of rag.answer({ organizationId: orgA, question: 'Where is the Falcon launch code stored?', language: 'en' })) events.push(e);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', answer: "I couldn't find anything about that in your documents.", sources: [], status: 'not_found' });
  });

  it('answers with cited sources and uses earlier turns of the session', async () => {
    const rag = pdfRag();
    const events: AnswerEvent[] = [];
    for await (const e of rag.answer({ organizationId: orgA, question: 'How long are batteries covered?', language: 'en' })) events.push(e);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(events.slice(0, -1).every((e) => e.type === 'token')).toBe(true);
    expect(done.answer).toContain('Batteries are covered for one year.');
    expect(done.status).toBe('answered');
    expect(done.sources[0]).toMatchObject({ name: 'warranty-guide.pdf', page: 1, snippet: expect.stringContaining('Batteries') });
    expect(done.usage.total_tokens).toBe(done.usage.prompt_tokens + done.usage.completion_tokens);

    const followUp: AnswerEvent[] = [];
    const history = [{ message: 'How do I return a product?', response: 'Contact support within thirty days.' }];
    for await (const e of rag.answer({ organizationId: orgA, question: 'What must I include?', history, language: 'en' })) followUp.push(e);
    expect(followUp.at(-1)).toMatchObject({ type: 'done', answer: expect.stringContaining('original receipt') });
  });

  it('reports the pages it left out and why, but not blank ones', async () => {
    const damaged = { reason: 'damaged', message: 'This page is damaged in the file and could not be read; the rest of the document was read.' };
    const lowConfidence = { reason: 'ocr_low_confidence', message: 'This scanned page could not be read reliably.' };
    const rag = build({
      parse: async () => ({
        pages: [
          { page: 1, text: 'Otters hold hands while they sleep.' },
          { page: 2, text: '', skipped: damaged },
          { page: 3, text: '', skipped: { reason: 'blank', message: 'This scanned page is blank: no text was found on it.' } },
          { page: 4, text: '', skipped: lowConfidence },
        ],
      }),
    });
    const result = await rag.ingest({ organizationId: orgB, documentId: await newId(), name: 'otters.pdf', bytes: new Uint8Array() });
    expect(result).toEqual({ pages: 4, chunks: 1, skippedPages: [{ page: 2, ...damaged }, { page: 4, ...lowConfidence }] });
  });

  it('retrieves Hindi, Marathi and Tamil text', async () => {
    const rag = build(
      textParser([
        { page: 1, text: 'भारत की राजधानी नई दिल्ली है। गंगा भारत की सबसे लंबी नदी है।' },
        { page: 2, text: 'पुणे हे महाराष्ट्रातील एक शहर आहे. मुंबई ही महाराष्ट्राची राजधानी आहे.' },
        { page: 3, text: 'சென்னை தமிழ்நாட்டின் தலைநகரம் ஆகும். மதுரை ஒரு பழைய நகரம்.' },
      ]),
    );
    await rag.ingest({ organizationId: orgB, documentId: await newId(), name: 'bharat.pdf', bytes: new Uint8Array() });
    expect((await rag.query(orgB, 'गंगा नदी', 3))[0]).toMatchObject({ name: 'bharat.pdf', page: 1 });
    expect((await rag.query(orgB, 'महाराष्ट्राची राजधानी', 3))[0]).toMatchObject({ page: 2 });
    expect((await rag.query(orgB, 'தமிழ்நாட்டின் தலைநகரம்', 3))[0]).toMatchObject({ page: 3 });
  });

  it('fuses the vector leg with the keyword leg when an embedder is configured (pgvector)', async () => {
    const [{ vector }] = await db.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') AS vector`);
    if (!vector) return; // PostgreSQL without pgvector: the Chroma adapter has its own tests
    const vectors = new PgVectorIndex(db);
    const keyword = new KeywordRetriever(db);
    const rag = new RagService(
      textParser([{ page: 1, text: 'The automobile must be serviced every year.' }, { page: 2, text: 'Puppies need three meals a day.' }]),
      new ChunkStore(db, new TableMaintenance(db)),
      new PassageRetriever(db, keyword, conceptEmbedder, vectors),
      new ExtractiveAnswerModel(),
      new DocumentOverviews(db),
      new PageLayoutStore(db),
      conceptEmbedder,
      vectors,
    );
    const documentId = await newId();
    const result = await rag.ingest({ organizationId: orgB, documentId, name: 'care.pdf', bytes: new Uint8Array() });
    expect(result.chunks).toBe(2);
    // No keyword in common: only the vector leg can find it.
    const [top] = await rag.query(orgB, 'car', 2);
    expect(top).toMatchObject({ documentId, page: 1 });
    expect(top.confidence).toBeGreaterThan(0.5);
    expect(await rag.query(orgA, 'car', 2)).toEqual([]);
    await rag.forget(orgB, documentId);
    expect(await vectors.search(orgB, (await conceptEmbedder.embed(['car']))[0], 5)).toEqual([]);
  });

  it('forgets a document: its chunks, and its share of the statistics', async () => {
    const rag = pdfRag();
    const documentId = await newId();
    await rag.ingest({ organizationId: orgA, documentId, name: 'zebra.pdf', bytes: await pdf([['Zebras graze on the savanna in large herds.']]) });
    expect(await rag.query(orgA, 'zebras savanna', 3)).toHaveLength(1);
    const before = await db.query('SELECT chunks, documents FROM corpus_stats WHERE organization_id = $1', [orgA]);
    const summaries = `SELECT 1 FROM document_summaries WHERE organization_id = $1 AND document_id = $2`;
    expect(await db.query(summaries, [orgA, documentId])).toHaveLength(1);
    await rag.forget(orgA, documentId);
    expect(await rag.query(orgA, 'zebras savanna', 3)).toEqual([]);
    const after = await db.query('SELECT chunks, documents FROM corpus_stats WHERE organization_id = $1', [orgA]);
    expect(Number(after[0].chunks)).toBe(Number(before[0].chunks) - 1);
    expect(Number(after[0].documents)).toBe(Number(before[0].documents) - 1);
    expect(await db.query(summaries, [orgA, documentId])).toEqual([]);
    expect(await db.query(`SELECT 1 FROM corpus_terms WHERE organization_id = $1 AND lexeme = 'zebra'`, [orgA])).toEqual([]);
  });

  it('keeps each term\'s document frequency equal to a recount of the chunks that hold it', async () => {
    const rag = pdfRag();
    // Differences between what is kept and a recount from the chunks' tsvectors (lexeme, positions, weights).
    const drift = () =>
      db.query(
        `SELECT lexeme, kept, counted FROM (
           SELECT coalesce(t.lexeme, c.lexeme) AS lexeme, coalesce(t.df, 0) AS kept, coalesce(c.n, 0) AS counted
           FROM (SELECT lexeme, df FROM corpus_terms WHERE organization_id = $1 AND df > 0) t
           FULL JOIN (SELECT u.lexeme, count(*) AS n FROM chunks ch CROSS JOIN LATERAL unnest(ch.tsv) u WHERE ch.organization_id = $1 GROUP BY u.lexeme) c
             ON c.lexeme = t.lexeme) d
         WHERE kept <> counted`,
        [orgA],
      );
    const first = await newId();
    const second = await newId();
    await rag.ingest({ organizationId: orgA, documentId: first, name: 'herds.pdf', bytes: await pdf([['Zebras graze in herds; herds of zebras graze.'], ['Lions hunt zebras.']]) });
    await rag.ingest({ organizationId: orgA, documentId: second, name: 'lions.pdf', bytes: await pdf([['Lions rest in the shade. Lions hunt at night.']]) });
    expect(await drift()).toEqual([]);
    await rag.ingest({ organizationId: orgA, documentId: first, name: 'herds.pdf', bytes: await pdf([['Only giraffes here.']]) });
    expect(await drift()).toEqual([]);
    await rag.forget(orgA, second);
    expect(await drift()).toEqual([]);
  });

  it("keeps each chunk's token count, and the organization's, equal to the positions in its tsvector", async () => {
    const rag = pdfRag();
    const [{ id: organizationId }] = await db.query(`INSERT INTO organizations (name) VALUES ('Tokens') RETURNING id`);
    const documentId = await newId();
    await rag.ingest({
      organizationId,
      documentId,
      name: 'Grazing Herds.pdf',
      bytes: await pdf([['Zebras graze in herds; herds of zebras graze at dawn.'], ['Lions hunt zebras, and zebras run.']]),
    });
    const chunks: Array<{ kept: number; counted: number }> = await db.query(
      `SELECT token_count AS kept, (SELECT sum(array_length(u.positions, 1))::int FROM unnest(tsv) u) AS counted
       FROM chunks WHERE organization_id = $1 AND document_id = $2`,
      [organizationId, documentId],
    );
    expect(chunks.length).toBeGreaterThan(0);
    // The title's words count too: they are in every chunk's tsvector (weight A).
    for (const { kept, counted } of chunks) {
      expect(counted).toBeGreaterThan(2);
      expect(kept).toBe(counted);
    }
    const [{ tokens }] = await db.query('SELECT tokens::int AS tokens FROM corpus_stats WHERE organization_id = $1', [organizationId]);
    expect(tokens).toBe(chunks.reduce((sum, c) => sum + c.counted, 0));
  });
});
