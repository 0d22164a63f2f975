// The one place that turns the environment into /config.js: where the dashboard finds the API and the site.
import { configScript } from '@pagewise/web-support/app-server';

export function runtimeConfigFromEnv(env = process.env) {
  const trim = (url) => url.replace(/\/+$/, '');
  return {
    apiUrl: trim(env.PAGEWISE_API_URL || 'http://localhost:8000'),
    siteUrl: trim(env.SITE_URL || 'http://localhost:3000'),
  };
}

// `node scripts/runtime-config.mjs > dist/config.js`: for static hosts, write the file once at deploy time.
if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(configScript(runtimeConfigFromEnv()));
