import { Webhook } from 'standardwebhooks';
import { webhooks, WebhookVerificationError } from './webhook-verify.js';

// Signed by the `standardwebhooks` package itself, as Pagewise signs: the SDK must accept exactly what it makes.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const otherSecret = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
const event = { id: 'evt_0123456789abcdef0123456789abcdef', type: 'document.processed', timestamp: '2026-11-24T01:00:00.000Z', data: { id: 'd1', status: 'processed' } };
const body = JSON.stringify(event);

function signed(at = new Date(), id = event.id, payload = body, key = secret) {
  const signature = new Webhook(key).sign(id, at, payload);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (WebhookVerificationError.isInstance(error) ? (error as Error).message : `other: ${String(error)}`));

describe('webhooks.verify', () => {
  it('returns the event of a webhook signed per Standard Webhooks', async () => {
    expect(await webhooks.verify(body, signed(), secret)).toEqual(event);
  });

  it('reads headers from a Fetch Headers object and the body from bytes', async () => {
    expect(await webhooks.verify(new TextEncoder().encode(body), new Headers(signed()), secret)).toEqual(event);
  });

  it('accepts any of the signatures sent while a secret is rotated, and any of the secrets given', async () => {
    const headers = signed();
    const both = { ...headers, 'webhook-signature': `${signed(undefined, undefined, undefined, otherSecret)['webhook-signature']} ${headers['webhook-signature']}` };
    expect(await webhooks.verify(body, both, secret)).toEqual(event);
    expect(await webhooks.verify(body, headers, [otherSecret, secret])).toEqual(event);
  });

  it('refuses a tampered body', async () => {
    expect(await refusal(webhooks.verify(body.replace('processed', 'failed'), signed(), secret))).toMatch(/No webhook signature matches/);
  });

  it('refuses a tampered id or timestamp', async () => {
    const headers = signed();
    expect(await refusal(webhooks.verify(body, { ...headers, 'webhook-id': 'evt_other' }, secret))).toMatch(/No webhook signature matches/);
    expect(await refusal(webhooks.verify(body, { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1) }, secret))).toMatch(/No webhook signature matches/);
  });

  it('refuses a replay: a correctly signed webhook more than 5 minutes old', async () => {
    const old = signed(new Date(Date.now() - 6 * 60_000));
    expect(await refusal(webhooks.verify(body, old, secret))).toMatch(/too old/);
    // Within the tolerance it is still accepted.
    expect(await webhooks.verify(body, signed(new Date(Date.now() - 4 * 60_000)), secret)).toEqual(event);
  });

  it('refuses a timestamp far in the future', async () => {
    expect(await refusal(webhooks.verify(body, signed(new Date(Date.now() + 6 * 60_000)), secret))).toMatch(/future/);
  });

  it('refuses the wrong secret, and missing headers', async () => {
    expect(await refusal(webhooks.verify(body, signed(), otherSecret))).toMatch(/No webhook signature matches/);
    expect(await refusal(webhooks.verify(body, { 'webhook-id': event.id }, secret))).toMatch(/headers are required/);
  });

  it('agrees with the standardwebhooks package on what it accepts', async () => {
    const headers = signed();
    expect(new Webhook(secret).verify(body, headers)).toEqual(event);
    expect(() => new Webhook(secret).verify(body + ' ', headers)).toThrow();
    expect(await refusal(webhooks.verify(body + ' ', headers, secret))).not.toBe('accepted');
  });
});
