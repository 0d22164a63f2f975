import { setupServer } from 'msw/node';
import { resetClients } from '../../src/lib/api';

/** The API address the components call in tests (window.__PAGEWISE_CONFIG__ points there). */
export const API = 'http://api.pagewise.test';
export const SITE = 'http://site.pagewise.test';

/** An msw server for one test file: unknown requests fail the test, handlers reset after each test. */
export function useMockApi() {
  const server = setupServer();
  beforeAll(() => {
    window.__PAGEWISE_CONFIG__ = { apiUrl: API, siteUrl: SITE };
    resetClients();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
