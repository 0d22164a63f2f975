import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The passport strategies are per application and per request: two apps in one process each answer with their
 * own database, and concurrent requests with different keys each get their own organization.
 */
describe('access strategies', () => {
  let a: TestApp;
  let b: TestApp;
  let orgsOfA: TestOrganization[];

  beforeAll(async () => {
    a = await startTestApp(MATRIX_ENV);
    b = await startTestApp(MATRIX_ENV);
    orgsOfA = [];
    for (let i = 0; i < 4; i++) orgsOfA.push(await createOrganization(a, 'enterprise', `Org ${i}`));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("answers each app's keys from that app's database", async () => {
    const onB = await createOrganization(b, 'enterprise', 'Only on B');
    expect((await fetch(`${a.url}/v1/apikeys`, { headers: bearer(orgsOfA[0].adminKey) })).status).toBe(200);
    expect((await fetch(`${b.url}/v1/apikeys`, { headers: bearer(orgsOfA[0].adminKey) })).status).toBe(401);
    expect((await fetch(`${b.url}/v1/apikeys`, { headers: bearer(onB.adminKey) })).status).toBe(200);
    expect((await fetch(`${a.url}/v1/apikeys`, { headers: bearer(onB.adminKey) })).status).toBe(401);
  });

  it('keeps concurrent requests apart: each gets its own organization, and bad keys their own 401', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => {
      const org = orgsOfA[i % orgsOfA.length];
      const key = i % 5 === 4 ? 'pw_sk_' + '0'.repeat(40) : org.adminKey;
      return fetch(`${a.url}/v1/widget/config`, { headers: bearer(key) }).then(async (res) => ({ i, org, key, status: res.status, body: await res.json() }));
    });
    for (const { org, key, status, body } of await Promise.all(calls)) {
      if (key === org.adminKey) {
        expect(status).toBe(200);
        expect(body.organization_name).toBe(org.organization.name);
      } else {
        expect(status).toBe(401);
        expect(body.code).toBe('invalid_api_key');
      }
    }
  });
});
