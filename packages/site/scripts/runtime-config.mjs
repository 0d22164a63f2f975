// The one place that turns the environment into /config.js (the API and dashboard addresses the site uses).
import { configScript } from '@pagewise/web-support/app-server';

export function runtimeConfigFromEnv(env = process.env) {
  const trim = (url) => url.replace(/\/+$/, '');
  return {
    apiUrl: trim(env.PAGEWISE_API_URL || 'http://localhost:8000'),
    dashboardUrl: trim(env.DASHBOARD_URL || 'http://localhost:3001'),
  };
}

// `node scripts/runtime-config.mjs > dist/config.js`: for static hosts, write the file once at deploy time.
if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(configScript(runtimeConfigFromEnv()));
