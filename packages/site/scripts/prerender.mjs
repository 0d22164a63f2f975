// After `vite build`: writes each public screen's HTML into dist/ (dist/index.html, dist/pricing/index.html, …),
// so browsers paint the page before any JavaScript runs and search engines read it whole. The app then hydrates.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// /api is left out: its link to the OpenAPI document depends on the runtime config, which the build does not know;
// /verify-email too: it reads its token from the address.
export const PRERENDERED = ['/', '/features', '/services', '/pricing', '/contact', '/about', '/terms', '/privacy', '/signup', '/login', '/forgot-password'];

const dist = new URL('../dist/', import.meta.url).pathname;
const { renderPage, DOCS_PATHS } = await import(new URL('../dist-prerender/entry-prerender.js', import.meta.url).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>: build it with `vite build` first.');

// The text face is fetched with the stylesheet rather than after it, so text does not re-wrap (and move the
// page) when it arrives: the docs pages measured a layout shift of 0.2 from that alone.
const interLatin = readdirSync(join(dist, 'assets')).find((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file));
const fontPreload = interLatin ? `<link rel="preload" href="/assets/${interLatin}" as="font" type="font/woff2" crossorigin>` : '';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const paths = [...PRERENDERED, ...DOCS_PATHS];
for (const path of paths) {
  const { html, meta } = await renderPage(path);
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escape(meta.description)}"`)
    .replace('</head>', `${fontPreload}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${html}</div>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, page);
}
console.log(`Prerendered ${paths.length} pages into dist/.`);
