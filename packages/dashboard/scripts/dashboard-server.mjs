// The static server behind `npm run serve` and the browser tests: dist/ with long-lived caching for hashed
// assets, gzip, a Content-Security-Policy, /config.js from the given runtime config, and index.html for every
// path that is not a file, so the client-side router decides what to show.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { configScript } from './runtime-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json']);

/**
 * @param {{ dist: string, config: () => { apiUrl: string, siteUrl: string } }} options
 *   `config` is read on every request, so a test can point the dashboard at an API started after it.
 */
export function createDashboardServer({ dist, config }) {
  if (!dist.endsWith('/')) dist += '/';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}index.html is missing: run \`npm run build -w @pagewise/dashboard\` first.`);
  const indexHtml = readFileSync(join(dist, 'index.html'));
  // The theme script is the one inline script; the policy names it by hash instead of allowing inline code.
  const inlineHashes = [...indexHtml.toString().matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
  const csp = (apiUrl) => {
    const api = new URL(apiUrl).origin;
    return [
      "default-src 'self'",
      // The widget preview loads the real widget.js from the API.
      `script-src 'self' ${inlineHashes.join(' ')} ${api}`,
      // blob: lets the PDF viewer read the cited PDF fetched from the API.
      `connect-src 'self' ${api} blob:`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      // Citations open the cited PDF (a blob: URL) in the browser's own viewer.
      "frame-src 'self' blob:",
      "object-src blob:",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  };

  const files = new Map();
  const gzipped = new Map();
  const readDistFile = (path) => {
    if (!files.has(path)) files.set(path, readFileSync(path));
    return files.get(path);
  };

  function send(req, res, status, body, ext, cache) {
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(ext === '.html' ? { 'Content-Security-Policy': csp(config().apiUrl) } : {}),
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(body)) gzipped.set(body, gzipSync(body));
      body = gzipped.get(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://dashboard').pathname);
    } catch {
      return send(req, res, 400, Buffer.from('Bad request'), '.txt', 'no-cache');
    }
    if (path === '/config.js') return send(req, res, 200, Buffer.from(configScript(config())), '.js', 'no-cache');
    const file = normalize(join(dist, path));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && file !== join(dist, 'index.html')) {
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      return send(req, res, 200, readDistFile(file), extname(file), cache);
    }
    if (extname(path)) return send(req, res, 404, Buffer.from('Not found'), '.txt', 'no-cache');
    send(req, res, 200, indexHtml, '.html', 'no-cache');
  });
}
