import { randomBytes } from 'node:crypto';
import { startForwardingProxy, requestFrom } from './support/forwarding-proxy.js';
import { awayFromMinuteEdge } from './support/rate-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Sends until the answer is 429 (or `tries` run out); returns how many were sent before the 429. */
async function sentBefore429(tries: number, send: (i: number) => Promise<{ status: number }>): Promise<number | null> {
  for (let i = 0; i < tries; i++) if ((await send(i)).status === 429) return i;
  return null;
}

const spoofed = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i + 1}` });
const login = (i: number) => ({ email: `guess${i}@example.com`, password: 'not the password' });
const randomKey = () => ({ Authorization: `Bearer pw_sk_${randomBytes(20).toString('hex')}` });

/**
 * TRUST_PROXY=1: one proxy in front of the API. The API takes the client address that proxy appended, so a
 * client that writes its own X-Forwarded-For still counts as itself, and two real clients behind the proxy
 * count apart. Login allows 3 a minute per address here, key guesses 5.
 */
describe('client addresses behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_ADMIN_PER_MINUTE: '5' });
    proxy = await startForwardingProxy(t.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });
  beforeEach(() => awayFromMinuteEdge());

  it('gives a client that forges X-Forwarded-For no fresh login bucket', async () => {
    const sent = await sentBefore429(14, (i) =>
      requestFrom('127.0.0.5', `${proxy.url}/api/auth/login/`, { method: 'POST', headers: spoofed(i), body: login(i) }),
    );
    expect(sent).toBe(3);
  });

  it('gives a client that forges X-Forwarded-For no fresh bucket for guessing keys', async () => {
    const sent = await sentBefore429(30, (i) => requestFrom('127.0.0.6', `${proxy.url}/v1/apikeys`, { headers: { ...spoofed(i), ...randomKey() } }));
    expect(sent).toBe(5);
  });

  it('counts the real client address one hop in: another client behind the same proxy is not limited', async () => {
    expect(await sentBefore429(6, (i) => requestFrom('127.0.0.7', `${proxy.url}/api/auth/login/`, { method: 'POST', body: login(100 + i) }))).toBe(3);
    const other = await requestFrom('127.0.0.8', `${proxy.url}/api/auth/login/`, { method: 'POST', body: login(200) });
    expect(other.status).toBe(400);
  });

  it('does not let a client that skips the proxy pick its address either', async () => {
    const sent = await sentBefore429(14, (i) =>
      requestFrom('127.0.0.9', `${t.url}/api/auth/login/`, { method: 'POST', headers: { 'X-Forwarded-For': `203.0.113.${i + 1}, 127.0.0.1` }, body: login(300 + i) }),
    );
    expect(sent).toBe(3);
  });
});
