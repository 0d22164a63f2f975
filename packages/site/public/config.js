// Where this site finds the Pagewise API and the dashboard. `npm run serve` writes this file's content from
// PAGEWISE_API_URL and DASHBOARD_URL; on a static host, replace this file (docs/site.md).
window.__PAGEWISE_CONFIG__ = { apiUrl: 'http://localhost:8000', dashboardUrl: 'http://localhost:3001' };
