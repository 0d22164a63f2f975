// The static server behind the site's and the dashboard's `npm run serve` and their browser tests: dist/ with
// long-lived caching for hashed assets, gzip, a Content-Security-Policy, /config.js from the runtime config, and
// index.html for every path that is not a file, so the client-side router decides what to show.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** window.__PAGEWISE_CONFIG__, what the app reads its addresses from. */
export function configScript(config) {
  return `window.__PAGEWISE_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * @param {{
 *   app: string,
 *   dist: string,
 *   config: () => { apiUrl: string },
 *   policy?: (apiOrigin: string) => Record<string, string>,
 * }} options
 *   `app` names the workspace in the "build first" error. `config` is read on every request, so a test can point
 *   the app at an API started after it. `policy` adds sources to CSP directives (e.g. `{ 'img-src': 'blob:' }`).
 *   A path with its own page rendered ahead of time (dist/pricing/index.html) gets that page.
 */
export function createAppServer({ app, dist, config, policy = () => ({}) }) {
  if (!dist.endsWith('/')) dist += '/';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}index.html is missing: run \`npm run build -w ${app}\` first.`);
  const indexHtml = readFileSync(join(dist, 'index.html'));
  // Inline scripts (the theme script) are named by hash instead of allowing inline code; a prerendered page's
  // root is left out, since its scripts are not run from there.
  const inlineHashes = [...indexHtml.toString().replace(/<div id="root"[\s\S]*<\/div>/, '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
  const csp = (apiUrl) => {
    const api = new URL(apiUrl).origin;
    const extra = policy(api);
    const directives = {
      'default-src': "'self'",
      'script-src': `'self' ${inlineHashes.join(' ')}`,
      'connect-src': `'self' ${api}`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    };
    for (const [name, sources] of Object.entries(extra)) directives[name] = directives[name] ? `${directives[name]} ${sources}` : sources;
    return Object.entries(directives)
      .map(([name, sources]) => `${name} ${sources}`.trim())
      .join('; ');
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
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname);
    } catch {
      return send(req, res, 400, Buffer.from('Bad request'), '.txt', 'no-cache');
    }
    if (path === '/config.js') return send(req, res, 200, Buffer.from(configScript(config())), '.js', 'no-cache');
    const file = normalize(join(dist, path));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && file !== join(dist, 'index.html')) {
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      return send(req, res, 200, readDistFile(file), extname(file), cache);
    }
    // A missing file (the path has an extension) is a 404.
    if (extname(path)) return send(req, res, 404, Buffer.from('Not found'), '.txt', 'no-cache');
    const page = normalize(join(dist, path, 'index.html'));
    if (path !== '/' && page.startsWith(dist) && existsSync(page)) return send(req, res, 200, readDistFile(page), '.html', 'no-cache');
    send(req, res, 200, indexHtml, '.html', 'no-cache');
  });
}
