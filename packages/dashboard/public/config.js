// Where the dashboard finds the Pagewise API and the site. `npm run serve` writes this file's content from
// PAGEWISE_API_URL and SITE_URL; on a static host, replace this file (docs/dashboard.md).
window.__PAGEWISE_CONFIG__ = { apiUrl: 'http://localhost:8000', siteUrl: 'http://localhost:3000' };
