import { DataSource } from 'typeorm';
import { createOrganization, type TestOrganization } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { makePdf, manyPages } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp } from './support/test-app.js';

/** The instance's worker processes up to INGESTION_CONCURRENCY documents at once, and no more. */
describe('ingestion concurrency', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let org: TestOrganization;
  let db: DataSource;

  beforeAll(async () => {
    // A long poll: only the upload's own wake-up can start the work quickly.
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_CONCURRENCY: '2', INGESTION_POLL_MS: '600000' });
    org = await createOrganization(t, 'enterprise');
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('processes two documents at a time, never three, until all are processed', async () => {
    const pdf = await makePdf({ pages: manyPages(30) });

    let most = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const [{ running }] = await db.query(
          `SELECT count(*)::int AS running FROM ingestion_jobs j JOIN documents d ON d.id = j.document_id
            WHERE j.status = 'pending' AND j.attempts > 0 AND j.next_attempt_at > now() AND d.organization_id = $1`, // claimed, lease running
          [org.organization.id],
        );
        most = Math.max(most, Number(running));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const ids: string[] = (await Promise.all([1, 2, 3, 4, 5].map((n) => upload(t, org.adminKey, pdf, `manual-${n}.pdf`)))).map((r) => r.body.id);
    const outcomes = [];
    for (const id of ids) outcomes.push(await settled(t, org.adminKey, id, 60_000));
    watching = false;
    await watch;

    expect(outcomes.map((d) => d.status)).toEqual(Array(5).fill('processed'));
    expect(most).toBe(2);
  }, 120_000);
});
