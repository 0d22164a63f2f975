#!/usr/bin/env node
// `npm run serve`: the built dashboard on http://localhost:3001 (DASHBOARD_PORT, DASHBOARD_HOST), with /config.js
// written from PAGEWISE_API_URL (default http://localhost:8000) and SITE_URL (default http://localhost:3000).
// docs/dashboard.md.
import { createDashboardServer } from './dashboard-server.mjs';
import { runtimeConfigFromEnv } from './runtime-config.mjs';

const config = runtimeConfigFromEnv();
let server;
try {
  server = createDashboardServer({ dist: new URL('../dist/', import.meta.url).pathname, config: () => config });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const port = Number(process.env.DASHBOARD_PORT ?? 3001);
server.listen(port, process.env.DASHBOARD_HOST ?? '0.0.0.0', () => {
  console.log(`Pagewise dashboard listening on http://localhost:${server.address().port}  (API: ${config.apiUrl}, site: ${config.siteUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
