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
      // Four workers claiming at once.
      Array.from({ length: 4 }, async () => {
        for (let job = await queue.claim(); job; job = await queue.claim()) {
          claimed.push(job.documentId);
          await queue.finish(job, 'done');
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
    const first = await queue.claim();
    expect(first).toMatchObject({ documentId: id, attempts: 1 });
    expect(await queue.claim()).toBeNull();
    expect(await queue.renew(first!)).toBe(true);

    await new Promise((r) => setTimeout(r, 1200));
    const again = await queue.claim();
    expect(again).toMatchObject({ id: first!.id, documentId: id, attempts: 2 });
    // The first worker has lost it: it can neither renew nor settle it.
    expect(await queue.renew(first!)).toBe(false);
    await queue.finish(first!, 'done');
    const [job] = await db.query('SELECT status, attempts, next_attempt_at > now() AS leased FROM ingestion_jobs WHERE id = $1', [first!.id]);
    expect(job).toEqual({ status: 'pending', attempts: 2, leased: true });
    await queue.finish(again!, 'done');
  });

  it('fails a document for good once its attempts are spent, with a reason', async () => {
    const id = await newDocument();
    await db.query(`UPDATE ingestion_jobs SET attempts = 2 WHERE document_id = $1`, [id]);
    const job = await queue.claim();
    expect(job).toMatchObject({ documentId: id, attempts: 3 });
    await t.app.get(DocumentProcessor).process(job!);

    const document = await (await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(org.adminKey) })).json();
    expect(document.status).toBe('failed');
    expect(document.error).toBe('Processing stopped after 2 attempts that did not finish.');
    expect(await queue.claim()).toBeNull();
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
      let jobs: { status: string; attempts: number }[] = [];
      do {
        await new Promise((r) => setTimeout(r, 200));
        jobs = await db.query('SELECT status, attempts FROM ingestion_jobs WHERE document_id = ANY($1)', [ids]);
      } while (jobs.some((j) => j.status !== 'done') && Date.now() < until);
      expect(jobs).toHaveLength(6);
      expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  (process.env.DATABASE_URL ? it : it.skip)('wakes the workers of other instances as soon as a document is queued, not at their next poll', async () => {
    // This app's worker is idle and the other instance polls every ten minutes: only the notification can wake it.
    const env = { ...MATRIX_ENV, INGESTION_POLL_MS: '600000', API_KEY_PEPPER: t.config.keys.pepper.reveal() };
    const other = await startTestApp(env, { dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    try {
      const id = await newDocument();
      const until = Date.now() + 20_000;
      let status = 'processing';
      while (status === 'processing' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await (await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(org.adminKey) })).json()).status;
      }
      expect(status).toBe('processed');
    } finally {
      await other.close();
    }
  });
});
