// Throwaway databases on a PostgreSQL server for the benchmarks that run on PostgreSQL (DATABASE_URL).
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

/** Runs one statement on its own connection to `serverUrl` (CREATE and DROP DATABASE, say). */
export async function adminQuery(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database `name` beside the one `serverUrl` names (one a killed run left behind is dropped first). */
export async function scratchDatabase(serverUrl, name) {
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop();
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
