import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization } from './support/api-keys.js';
import { startTestApp } from './support/test-app.js';

const usageOf = async (db: DataSource, id: string) =>
  (await db.query('SELECT usage_count, last_used_at FROM api_keys WHERE id = $1', [id]))[0] as { usage_count: string; last_used_at: Date | null };

describe('API key usage counts (kept in memory, written about every second)', () => {
  it('writes every count on graceful shutdown, concurrent requests included', async () => {
    const first = await startTestApp();
    const org = await createOrganization(first, 'enterprise');
    const reader = await createKey(first, org, { name: 'reader', scopes: ['apikeys:revoke'] });
    const other = await createKey(first, org, { name: 'other', scopes: ['apikeys:revoke'] });
    const get = (key: string) => fetch(`${first.url}/v1/apikeys`, { headers: bearer(key) }).then((r) => r.status);
    const statuses = await Promise.all([...Array.from({ length: 12 }, () => get(reader.key)), ...Array.from({ length: 5 }, () => get(other.key))]);
    expect(statuses.every((s) => s === 200)).toBe(true);

    // Close the app as SIGTERM would, without waiting for a flush first; then reopen the same data.
    await first.app.close();
    const second = await startTestApp({}, { dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    try {
      const db = second.app.get(DataSource);
      const [a, b] = [await usageOf(db, reader.id), await usageOf(db, other.id)];
      expect([Number(a.usage_count), Number(b.usage_count)]).toEqual([12, 5]);
      expect(a.last_used_at).not.toBeNull();
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);

  it('adds to the stored count rather than overwriting it, across flushes', async () => {
    const t = await startTestApp();
    try {
      const org = await createOrganization(t, 'enterprise');
      const reader = await createKey(t, org, { name: 'reader', scopes: ['apikeys:revoke'] });
      const db = t.app.get(DataSource);
      // As if another API process had already written some uses.
      await db.query('UPDATE api_keys SET usage_count = 40 WHERE id = $1', [reader.id]);
      for (let i = 0; i < 3; i++) await fetch(`${t.url}/v1/apikeys`, { headers: bearer(reader.key) });
      // The periodic flush (about every second) writes without anyone asking.
      let row = await usageOf(db, reader.id);
      for (let waited = 0; Number(row.usage_count) !== 43 && waited < 10_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        row = await usageOf(db, reader.id);
      }
      expect(Number(row.usage_count)).toBe(43);
    } finally {
      await t.close();
    }
  }, 60_000);
});
