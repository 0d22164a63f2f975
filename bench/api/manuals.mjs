// What bench/api/run.mjs and bench/api/profile.mjs both set up: the API's environment (limits out of the way)
// and five 12-page "manuals" uploaded and processed before anything is measured.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const PDFDocument = createRequire(join(api, 'package.json'))('pdfkit');

/** The API's environment for a benchmark in `dataDir`; DATABASE_URL, when set, switches it to PostgreSQL. */
export function benchEnv(dataDir) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789abcdef',
    API_KEY_PEPPER: 'bench-pepper-0123456789abcdef0123456789abcdef',
    // The benchmark measures the server, not the limits: raise them out of the way.
    RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
    INGESTION_POLL_MS: '200',
  };
}

/** Uploads the five manuals to the API at `base` and waits until each is processed. */
export async function uploadManuals(base, auth) {
  for (let i = 0; i < 5; i++) await uploadAndWait(base, auth, `manual-${i + 1}.pdf`, await makePdf(i));
}

function makePdf(seed) {
  const doc = new PDFDocument();
  const parts = [];
  doc.on('data', (p) => parts.push(p));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  const topics = ['warranty', 'refund', 'shipping', 'installation', 'maintenance', 'safety'];
  for (let page = 0; page < 12; page++) {
    if (page) doc.addPage();
    const topic = topics[(seed + page) % topics.length];
    doc.text(`Section ${page + 1}: ${topic}. ` + `A ${topic} claim for a damaged part is handled within ${page + 3} working days. `.repeat(12));
  }
  doc.end();
  return done;
}

async function uploadAndWait(base, auth, filename, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), filename);
  const created = await (await fetch(`${base}/v1/documents`, { method: 'POST', headers: auth, body: form })).json();
  for (;;) {
    const doc = await (await fetch(`${base}/v1/documents/${created.id}`, { headers: auth })).json();
    if (doc.status !== 'processing') return doc;
    await new Promise((r) => setTimeout(r, 200));
  }
}
