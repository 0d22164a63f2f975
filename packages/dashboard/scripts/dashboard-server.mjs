// The dashboard's static server (`npm run serve`, browser tests): the shared app server with what the dashboard's
// screens need beyond its own origin and the API's.
import { createAppServer } from '@pagewise/web-support/app-server';

/**
 * @param {{ dist: string, config: () => { apiUrl: string, siteUrl: string } }} options
 *   `config` is read on every request, so a test can point the dashboard at an API started after it.
 */
export function createDashboardServer({ dist, config }) {
  return createAppServer({
    app: '@pagewise/dashboard',
    dist,
    config,
    policy: (api) => ({
      // The widget preview loads the real widget.js from the API.
      'script-src': api,
      // blob: lets the PDF viewer read the cited PDF fetched from the API, and open it in the browser's viewer.
      'connect-src': 'blob:',
      'img-src': 'blob:',
      'frame-src': "'self' blob:",
      'object-src': 'blob:',
    }),
  });
}
