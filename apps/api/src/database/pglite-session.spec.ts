import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../test/support/test-database.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const names = async (db: DataSource) => ((await db.query('SELECT name FROM organizations ORDER BY name')) as Array<{ name: string }>).map((r) => r.name);

describe('Concurrent work beside a transaction (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDataSource());
  }, 60_000);

  afterAll(() => close?.());

  beforeEach(() => db.query('DELETE FROM organizations'));

  it('keeps a write made while another caller’s transaction is open when that transaction rolls back', async () => {
    const ingest = db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO organizations (name) VALUES ('written by the failed ingest')`);
        await pause(150);
        throw new Error('the ingest failed');
      })
      .catch((error: Error) => error.message);
    await pause(30);
    await db.query(`INSERT INTO organizations (name) VALUES ('a request meanwhile')`);
    expect(await ingest).toBe('the ingest failed');
    expect(await names(db)).toEqual(['a request meanwhile']);
  });

  it('lets a transaction commit although a query that failed ran while it was open', async () => {
    const ingest = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO organizations (name) VALUES ('the ingest')`);
      await pause(150);
      await tx.query(`INSERT INTO organizations (name) VALUES ('the ingest, second step')`);
    });
    await pause(30);
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await ingest;
    expect(await names(db)).toEqual(['the ingest', 'the ingest, second step']);
  });
});
