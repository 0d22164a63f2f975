// The site's static server (`npm run serve`, browser tests, Lighthouse): the shared app server with the site's
// policy, which needs nothing beyond its own origin and the API's.
import { createAppServer } from '@pagewise/web-support/app-server';

/**
 * @param {{ dist: string, config: () => { apiUrl: string, dashboardUrl: string } }} options
 *   `config` is read on every request, so a test can point the site at an API started after it.
 */
export function createSiteServer({ dist, config }) {
  return createAppServer({ app: '@pagewise/site', dist, config });
}
