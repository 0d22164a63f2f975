import { DataSource } from 'typeorm';
import { DocumentProcessor } from '../src/ingestion/document-processor.js';
import { IngestionQueue } from '../src/ingestion/ingestion-queue.js';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp } from './support/test-app.js';

/** The ingestion queue's guarantees, driven by hand (BACKGROUND_JOBS=false keeps this app's own worker idle). */
describe('the durable ingestion queue', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let org: TestOrganization;
  let queue: IngestionQueue;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, BACKGROUND_JOBS: 'false', INGESTION_LEASE_SECONDS: '1', INGESTION_MAX_ATTEMPTS: '2' });
    org = await createOrganization(t, 'enterprise');
    queue = t.app.get(IngestionQueue);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const newDocument = async () => (await upload(t, org.adminKey, await makePdf(), 'queued.pdf')).body.id as string;
  const drainAll = async () => {
    const claimed: string[] = [];
    await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map(async (worker) => {
        for (let job = await queue.claim(worker); job; job = await queue.claim(worker)) {
          claimed.push(job.documentId);
          await queue.finish(job, worker, 'done');
        }
      }),
    );
    return claimed;
  };

  it('hands each job to exactly one of several workers claiming at once', async () => {
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await newDocument());
    const claimed = await drainAll();
    expect([...claimed].sort()).toEqual([...ids].sort());
  });

  it('claims a job again once its worker stops renewing the lease, and not before', async () => {
    const id = await newDocument();
    const first = await queue.claim('crashed');
    expect(first).toMatchObject({ documentId: id, attempts: 1 });
    expect(await queue.claim('other')).toBeNull();
    expect(await queue.renew(first!, 'crashed')).toBe(true);

    await new Promise((r) => setTimeout(r, 1200));
    const again = await queue.claim('other');
    expect(again).toMatchObject({ id: first!.id, documentId: id, attempts: 2 });
    // The first worker has lost it: it can neither renew nor settle it.
    expect(await queue.renew(first!, 'crashed')).toBe(false);
    await queue.finish(first!, 'crashed', 'done');
    const [job] = await db.query('SELECT state, locked_by FROM ingestion_jobs WHERE id = $1', [first!.id]);
    expect(job).toEqual({ state: 'running', locked_by: 'other' });
    await queue.finish(again!, 'other', 'done');
  });

  it('fails a document for good once its attempts are spent, with a reason', async () => {
    const id = await newDocument();
    await db.query(`UPDATE ingestion_jobs SET attempts = 2 WHERE document_id = $1`, [id]);
    const job = await queue.claim('worker');
    expect(job).toMatchObject({ documentId: id, attempts: 3 });
    await t.app.get(DocumentProcessor).process(job!, 'worker');

    const document = await (await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(org.adminKey) })).json();
    expect(document.status).toBe('failed');
    expect(document.error).toBe('Processing stopped after 2 attempts that did not finish.');
    expect(await queue.claim('worker')).toBeNull();
  });

  it('shows a queued document as processing with its progress', async () => {
    const id = await newDocument();
    const document = await (await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(org.adminKey) })).json();
    expect(document).toMatchObject({ status: 'processing', progress: { stage: 'queued', done: 0, total: 0 }, pages: null, processing_completed_at: null });
    await drainAll();
  });

  // Several instances share one database only with PostgreSQL (PGlite belongs to one process).
  (process.env.DATABASE_URL ? it : it.skip)('lets two API instances on one database process each document once', async () => {
    // Same pepper, so the organization's key made on the first app works on the others.
    const env = { ...MATRIX_ENV, INGESTION_POLL_MS: '50', API_KEY_PEPPER: t.config.keys.pepper.reveal() };
    const shared = { dataDir: t.dataDir, databaseUrl: t.databaseUrl };
    const [one, two] = await Promise.all([startTestApp(env, shared), startTestApp(env, shared)]);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const created = await upload(i % 2 ? one : two, org.adminKey, await makePdf(), `shared-${i}.pdf`);
        expect(created.status).toBe(201);
        ids.push(created.body.id);
      }
      const until = Date.now() + 60_000;
      let jobs: { state: string; attempts: number }[] = [];
      do {
        await new Promise((r) => setTimeout(r, 200));
        jobs = await db.query('SELECT state, attempts FROM ingestion_jobs WHERE document_id = ANY($1)', [ids]);
      } while (jobs.some((j) => j.state !== 'done') && Date.now() < until);
      expect(jobs).toHaveLength(6);
      expect(jobs.every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
