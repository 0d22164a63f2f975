#!/usr/bin/env node
// `npm run serve`: the built site on http://localhost:3000 (SITE_PORT, SITE_HOST), with /config.js written from
// PAGEWISE_API_URL (default http://localhost:8000) and DASHBOARD_URL (default http://localhost:3001). docs/site.md.
import { runtimeConfigFromEnv } from './runtime-config.mjs';
import { createSiteServer } from './site-server.mjs';

const config = runtimeConfigFromEnv();
let server;
try {
  server = createSiteServer({ dist: new URL('../dist/', import.meta.url).pathname, config: () => config });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const port = Number(process.env.SITE_PORT ?? 3000);
server.listen(port, process.env.SITE_HOST ?? '0.0.0.0', () => {
  console.log(`Pagewise site listening on http://localhost:${server.address().port}  (API: ${config.apiUrl}, dashboard: ${config.dashboardUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
