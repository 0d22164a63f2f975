import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../test/support/test-database.js';
import { PreparedQuery } from './prepared-query.js';

/** A named statement gives what DataSource.query gives, prepares once per session and survives errors. */
describe('PreparedQuery (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTestDataSource()));
  afterAll(() => close?.());

  const sql = `SELECT $1::uuid AS id, $2::text[] AS words, cardinality($2::text[]) AS count, $3::int AS n, NULL::text AS nothing,
                      (SELECT count(*) FROM organizations WHERE name = ANY($2::text[])) AS organizations`;
  const statement = new PreparedQuery<Record<string, unknown>>('pagewise_test_statement', sql);

  it('returns the rows, typed as DataSource.query types them', async () => {
    await db.query(`INSERT INTO organizations (name) VALUES ('it''s "quoted"'), ('plain')`);
    const params = ['8b1f3c52-5c4b-4c1e-9a43-2f6f1d0e7a10', ['plain', 'it\'s "quoted"', 'a,b', 'x\\y'], 7];
    const prepared = await statement.run(db, params);
    expect(prepared).toEqual(await db.query(sql, params));
    expect(prepared[0]).toMatchObject({ words: ['plain', 'it\'s "quoted"', 'a,b', 'x\\y'], n: 7, nothing: null });
    expect(Number(prepared[0].organizations)).toBe(2);
    // Again, with other values: bound to the statement prepared the first time.
    expect(await statement.run(db, [params[0], ['none'], 0])).toEqual(await db.query(sql, [params[0], ['none'], 0]));
    const [{ prepared: count }] = await db.query(`SELECT count(*)::int AS prepared FROM pg_prepared_statements WHERE name = 'pagewise_test_statement'`);
    // Prepared once in PGlite's one session (on PostgreSQL each pooled connection prepares its own).
    if (db.options.driver) expect(count).toBe(1);
  });

  it('fails as a query does on bad input, and the session goes on working', async () => {
    await expect(statement.run(db, ['not a uuid', [], 1])).rejects.toMatchObject({ code: '22P02' });
    expect(await statement.run(db, ['8b1f3c52-5c4b-4c1e-9a43-2f6f1d0e7a10', [], 1])).toHaveLength(1);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('fails on a statement the database rejects, every time, without leaving the session unusable', async () => {
    const broken = new PreparedQuery('pagewise_test_broken', 'SELECT * FROM no_such_table WHERE id = $1');
    for (let i = 0; i < 2; i++) await expect(broken.run(db, [1])).rejects.toMatchObject({ code: '42P01' });
    expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  });
});
