#!/usr/bin/env node
// Serves the built page (dist/) and its two /api routes: what `npm start` runs after `vite build`.
//   PAGEWISE_PUBLISHABLE_KEY=pw_pk_… PAGEWISE_HISTORY_KEY=pw_sk_… [PAGEWISE_URL=…] [PORT=5173] [HOST=localhost] node server.mjs
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagewiseRoutes } from './pagewise-routes.mjs';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
let routes;
try {
  routes = pagewiseRoutes(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const server = createServer((req, res) => {
  routes(req, res, async () => {
    // Everything else is a file of dist/ (posix normalize keeps "/../" inside it); any other path is the page.
    const file = join(dist, normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://page').pathname)));
    const found = await readFile(file).then((body) => ({ body, type: types[extname(file)] }), () => undefined);
    const { body, type } = found ?? { body: await readFile(join(dist, 'index.html')), type: types['.html'] };
    res.writeHead(200, { 'Content-Type': type ?? 'application/octet-stream' }).end(body);
  }).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
const host = process.env.HOST ?? 'localhost';
server.listen(Number(process.env.PORT ?? 5173), host, () => {
  const origin = `http://${host}:${server.address().port}`;
  console.log(`React chat: ${origin}/  (the publishable key must allow the origin ${origin})`);
});
