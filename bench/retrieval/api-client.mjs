// Boots the built API on a temporary data directory and speaks to it over HTTP, as a customer would.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'apps/api/dist');

/** Limits high enough that the benchmark measures retrieval, not rate limiting. */
const BENCH_ENV = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ADMIN_PER_MINUTE: '1000000',
  PLAN_ENTERPRISE_REQUESTS_PER_MINUTE: '-1',
  PLAN_ENTERPRISE_QUERIES_PER_DAY: '-1',
  INGESTION_POLL_MS: '100',
};

/** The CLI must create the organization before the API opens the embedded database (one process at a time). */
export function createOrganization(dataDir) {
  const out = execFileSync('node', [join(dist, 'cli/main.js'), 'org:create', '--name', 'Bench', '--plan', 'enterprise', '--json'], {
    env: { ...process.env, ...BENCH_ENV, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  const parsed = JSON.parse(out.trim().split('\n').at(-1));
  if (!parsed.admin_key) throw new Error(`org:create printed no admin key: ${out}`);
  return parsed.admin_key;
}

export async function startApi(dataDir) {
  const child = spawn('node', [join(dist, 'main.js')], {
    env: { ...process.env, ...BENCH_ENV, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const match = out.match(/listening on http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`The API exited (${code}): ${errors}`)));
  });
  return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

export function client(url, key) {
  const call = async (method, path, body) => {
    const res = await fetch(url + path, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    upload(file, name) {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(file)], { type: 'application/pdf' }), name);
      return call('POST', '/v1/documents', form);
    },
    document: (id) => call('GET', `/v1/documents/${id}`),
    query: (query, topK) => call('POST', '/v1/query', { query, top_k: topK }),
    chat: (message) => call('POST', '/v1/chat', { message }),
  };
}
