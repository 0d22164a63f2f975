import { randomUUID } from 'node:crypto';
import { callRoute, createMatrixKeys, MATRIX_ENV, type MatrixKeys, type MatrixRoute, matrixRows } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Every key route × every kind of key, exact statuses (the documents and chat routes add their own rows). */
const routes: MatrixRoute[] = [
  { method: 'POST', path: '/v1/apikeys', scope: 'apikeys:create', body: () => ({ name: 'made', scopes: ['chat:query'] }), allowed: 201 },
  { method: 'GET', path: '/v1/apikeys', scope: 'apikeys:revoke', allowed: 200 },
  { method: 'POST', path: '/v1/apikeys/revoke', scope: 'apikeys:revoke', body: () => ({ key_id: randomUUID() }), allowed: 404 },
  { method: 'GET', path: '/v1/widget/config', scope: 'chat:query', allowed: 200 },
  { method: 'GET', path: '/v1/analytics/usage', scope: 'analytics:view', allowed: 200 },
  { method: 'GET', path: '/v1/analytics/questions', scope: 'analytics:view', allowed: 200 },
];

describe('scope matrix of the key, widget and analytics routes', () => {
  let t: TestApp;
  let keys: MatrixKeys;
  beforeAll(async () => {
    t = await startTestApp(MATRIX_ENV);
    keys = await createMatrixKeys(t);
  });
  afterAll(() => t.close());

  it.each(matrixRows(routes))('%s', async (_, route, holder, expected) => {
    expect(await callRoute(t, route, keys[holder])).toBe(expected);
  });
});
