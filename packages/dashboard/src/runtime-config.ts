/**
 * Addresses that differ per deployment. They are not built into the bundle: /config.js sets
 * window.__PAGEWISE_CONFIG__ before the app starts (written by `npm run serve` from PAGEWISE_API_URL and
 * SITE_URL, or by the operator on a static host; see docs/dashboard.md).
 */
export interface RuntimeConfig {
  apiUrl: string;
  siteUrl: string;
}

declare global {
  interface Window {
    __PAGEWISE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = { apiUrl: 'http://localhost:8000', siteUrl: 'http://localhost:3000' };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function runtimeConfig(): RuntimeConfig {
  const given = (typeof window !== 'undefined' && window.__PAGEWISE_CONFIG__) || {};
  return {
    apiUrl: trimSlash(given.apiUrl || DEFAULTS.apiUrl),
    siteUrl: trimSlash(given.siteUrl || DEFAULTS.siteUrl),
  };
}
