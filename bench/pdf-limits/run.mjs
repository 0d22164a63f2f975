#!/usr/bin/env node
// `npm run bench:pdf-limits`: decompression bombs through the API, then large legitimate PDFs through the parser.
await import('./bombs.mjs');
await import('./large-pdfs.mjs');
