// Boots the built API on a temporary data directory and speaks to it over HTTP, as a customer would.
import { API_DIST, createOrganization as createOrg, startListening, stopProcess } from '../support/api-process.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// PAGEWISE_API_DIST runs the benchmark on another build of the API (bench/support/api-process.mjs).
const dist = API_DIST;

/** Limits high enough that the benchmark measures retrieval, not rate limiting. */
const BENCH_ENV = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ADMIN_PER_MINUTE: '1000000',
  INGESTION_POLL_MS: '100',
};

/** The CLI must create the organization before the API opens the embedded database (one process at a time). */
export function createOrganization(dataDir) {
  return createOrg(dist, { ...process.env, ...BENCH_ENV, DATA_DIR: dataDir }).admin_key;
}

/** `env`: more variables for this run (bench:ocr gives scanned pages more time, say). */
export async function startApi(dataDir, env = {}) {
  const { child, url } = await startListening([join(dist, 'main.js')], { ...process.env, ...BENCH_ENV, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }, { stderr: 'pipe' });
  return { url, stop: () => stopProcess(child) };
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
    /** options: { session_id, context } for a turn of a conversation. */
    chat: (message, options = {}) => call('POST', '/v1/chat', { message, ...options }),
  };
}
