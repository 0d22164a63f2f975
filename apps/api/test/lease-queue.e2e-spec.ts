import type { DataSource } from 'typeorm';
import { LeaseQueue } from '../src/database/lease-queue.js';
import { openTestDataSource } from './support/test-database.js';

/**
 * The lease queue behind the mail outbox and webhook deliveries, on the real database (PGlite, or PostgreSQL
 * when DATABASE_URL is set): claims never overlap, a lapsed lease is claimed again, and a stale claimer's
 * outcome is refused.
 */
describe('LeaseQueue', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  let queue: LeaseQueue<{ payload: string }>;

  beforeAll(async () => {
    ({ db, close } = await openTestDataSource());
    await db.query(`
      CREATE TABLE lease_queue_test (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(), payload text NOT NULL,
        status text NOT NULL DEFAULT 'pending', attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(), last_error text, done_at timestamptz)`);
    queue = new LeaseQueue(db, { table: 'lease_queue_test', columns: ['payload'], leaseMs: 300 });
  });
  afterAll(() => close());
  beforeEach(() => db.query('DELETE FROM lease_queue_test'));

  it('hands each due row to one claimer, even when claims race', async () => {
    await db.query(`INSERT INTO lease_queue_test (payload) SELECT 'row ' || n FROM generate_series(1, 30) AS n`);
    const claims = await Promise.all(Array.from({ length: 6 }, () => queue.claim(7)));
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(claims.flat().every((row) => row.attempts === 1 && row.payload.startsWith('row '))).toBe(true);
    expect(await queue.claim(10)).toEqual([]);
  });

  it('claims a row again once its lease lapses, and refuses the first claimer’s late outcome', async () => {
    await db.query(`INSERT INTO lease_queue_test (payload) VALUES ('once')`);
    const [first] = await queue.claim(1);
    expect(await queue.claim(1)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [second] = await queue.claim(1);
    expect(second).toMatchObject({ id: first.id, attempts: 2 });
    expect(await queue.settle(first, { status: 'done', set: 'done_at = now()' })).toBe(false);
    expect(await queue.settle(second, { status: 'pending', retryInMs: 60_000, error: 'try later' })).toBe(true);
    expect(await queue.claim(1)).toEqual([]);
    const [row] = await db.query(`SELECT status, attempts, last_error, done_at FROM lease_queue_test`);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_error: 'try later', done_at: null });
  });

  it('narrows a claim with a condition and its own parameters', async () => {
    await db.query(`INSERT INTO lease_queue_test (payload) VALUES ('a'), ('b')`);
    const claimed = await queue.claim(5, 'payload = $3', ['b']);
    expect(claimed.map((row) => row.payload)).toEqual(['b']);
    expect(await queue.settle(claimed[0], { status: 'done', set: 'done_at = now(), payload = $5', params: ['b!'] })).toBe(true);
    const rows = await db.query(`SELECT payload, status FROM lease_queue_test ORDER BY payload`);
    expect(rows).toEqual([{ payload: 'a', status: 'pending' }, { payload: 'b!', status: 'done' }]);
  });
});
