import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Math.floor(Date.now() / DAY) * DAY + offset * DAY + 3_600_000);
const iso = (offset: number) => day(offset).toISOString().slice(0, 10);

describe('GET /v1/analytics/usage', () => {
  let t: TestApp;
  let db: DataSource;
  let mine: TestOrganization;
  let theirs: TestOrganization;

  const turn = (org: TestOrganization, at: Date, tokens: number) =>
    db.query(
      `INSERT INTO chat_turns (organization_id, session_id, message, status, prompt_tokens, completion_tokens, total_tokens, created_at)
       VALUES ($1, 'session_1', 'Hello?', 'complete', $2, $3, $4, $5)`,
      [org.organization.id, tokens - 10, 10, tokens, at],
    );
  const upload = (org: TestOrganization, at: Date) =>
    db.query(`INSERT INTO documents (organization_id, name, file_size, uploaded_at) VALUES ($1, 'guide.pdf', 1000, $2)`, [
      org.organization.id,
      at,
    ]);
  const usage = async (key: string, query = '') => {
    const res = await fetch(`${t.url}/v1/analytics/usage${query}`, { headers: bearer(key) });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(MATRIX_ENV);
    db = t.app.get(DataSource);
    await ensureUsageTables(db);
    mine = await createOrganization(t, 'pro');
    theirs = await createOrganization(t, 'pro');
    await turn(mine, day(0), 100);
    await turn(mine, day(0), 50);
    await turn(mine, day(-2), 30);
    await turn(mine, day(-40), 999);
    await upload(mine, day(-2));
    await turn(theirs, day(0), 7000);
    await upload(theirs, day(0));
  });
  afterAll(() => t.close());

  it('reports queries, tokens and documents per UTC day for the last 30 days by default', async () => {
    const { status, body } = await usage(mine.adminKey);
    expect(status).toBe(200);
    expect(body.days).toHaveLength(30);
    expect(body).toMatchObject({ from: iso(-29), to: iso(0), totals: { queries: 3, tokens: 180, documents: 1 } });
    expect(body.days.at(-1)).toEqual({ date: iso(0), queries: 2, tokens: 150, documents: 0 });
    expect(body.days.at(-3)).toEqual({ date: iso(-2), queries: 1, tokens: 30, documents: 1 });
    expect(body.days[0]).toEqual({ date: iso(-29), queries: 0, tokens: 0, documents: 0 });
  });

  it('takes ?days= and ?from=&to=', async () => {
    expect((await usage(mine.adminKey, '?days=1')).body.totals).toEqual({ queries: 2, tokens: 150, documents: 0 });
    const range = await usage(mine.adminKey, `?from=${iso(-45)}&to=${iso(-35)}`);
    expect(range.body.totals).toEqual({ queries: 1, tokens: 999, documents: 0 });
    expect((await usage(mine.adminKey, '?days=0')).status).toBe(422);
    expect((await usage(mine.adminKey, '?from=yesterday')).status).toBe(422);
  });

  it('counts only the key’s own organization and needs analytics:view', async () => {
    const viewer = await createKey(t, mine, { name: 'viewer', scopes: ['analytics:view'] });
    expect((await usage(viewer.key)).body.totals).toEqual({ queries: 3, tokens: 180, documents: 1 });
    expect((await usage(theirs.adminKey)).body.totals).toEqual({ queries: 1, tokens: 7000, documents: 1 });
    const reader = await createKey(t, mine, { name: 'reader', scopes: ['documents:list'] });
    expect(await usage(reader.key)).toMatchObject({ status: 403, body: { code: 'insufficient_scope' } });
  });
});

/** The documents and chat migration creates these tables; stand-ins keep this test independent of its order. */
async function ensureUsageTables(db: DataSource): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS documents (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), organization_id uuid NOT NULL, name text NOT NULL,
    file_size integer NOT NULL, uploaded_at timestamptz NOT NULL DEFAULT now())`);
  await db.query(`CREATE TABLE IF NOT EXISTS chat_turns (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), organization_id uuid NOT NULL, session_id text NOT NULL,
    message text NOT NULL, status text NOT NULL, prompt_tokens integer NOT NULL DEFAULT 0,
    completion_tokens integer NOT NULL DEFAULT 0, total_tokens integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now())`);
}
