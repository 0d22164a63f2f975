import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostPage {
  path: string;
  /** Attributes of the widget's script tag besides src. */
  attributes: Record<string, string>;
  csp?: string;
  /** Extra markup for <head>, e.g. the site's own styles. */
  head?: string;
}

/** A customer's website on its own origin: plain pages that embed the widget with one script tag. */
export async function startHostSite(apiUrl: string, pages: HostPage[]) {
  const server = createServer((req, res) => {
    const page = pages.find((p) => p.path === req.url);
    if (!page) return void res.writeHead(404).end();
    const attrs = Object.entries(page.attributes)
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}) });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Insurance — Help</title>${page.head ?? ''}</head>
<body><main><h1>Acme Insurance</h1><p>Questions about your policy? Ask our assistant.</p><div id="help-chat"></div></main>
<script src="${apiUrl}/widget.js"${attrs} async></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
