#!/usr/bin/env node
// Serves index.html with your publishable key and your API's address in place of its placeholders, so the page
// stays a plain file you can copy into any site.
//   PAGEWISE_PUBLISHABLE_KEY=pw_pk_… [PAGEWISE_URL=http://localhost:8000] [PORT=5500] node examples/widget-page/serve.mjs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const key = process.env.PAGEWISE_PUBLISHABLE_KEY;
if (!key?.startsWith('pw_pk_')) {
  console.error('Usage: PAGEWISE_PUBLISHABLE_KEY=pw_pk_… [PAGEWISE_URL=http://localhost:8000] node serve.mjs');
  process.exit(2);
}
const apiUrl = (process.env.PAGEWISE_URL ?? 'http://localhost:8000').replace(/\/+$/, '');
const host = process.env.HOST ?? 'localhost';
const attribute = (value) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8')
  .replaceAll('http://localhost:8000', attribute(apiUrl))
  .replaceAll('pw_pk_replace_me', attribute(key));

const server = createServer((req, res) => {
  if (new URL(req.url ?? '/', 'http://page').pathname !== '/') return void res.writeHead(404).end('Not found');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
});
server.listen(Number(process.env.PORT ?? 5500), host, () => {
  const origin = `http://${host}:${server.address().port}`;
  // The key works only on the origins it lists, exactly as the browser sends them.
  console.log(`Help centre page: ${origin}/  (the key must allow the origin ${origin})`);
});
