import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressAllowed } from './webhook-address.js';

export interface SendResult {
  /** null when no HTTP answer came. */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** A refusal before anything was sent: the address is not one webhooks may reach. */
export class RefusedAddressError extends Error {}

/**
 * Resolves the endpoint's host and checks every address it gives against the SSRF rule; the request then goes
 * to the address checked (pinned through `lookup`), so a name cannot change its answer between check and
 * connection (DNS rebinding). TLS still verifies the certificate for the host name.
 */
async function resolvePinned(hostname: string, production: boolean): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new RefusedAddressError(`${host} does not resolve.`);
  const refused = addresses.find((a) => !addressAllowed(a.address, production));
  if (refused) throw new RefusedAddressError(`Refused: ${host} resolves to ${refused.address}, a private, loopback or link-local address.`);
  return addresses[0];
}

/** POSTs `body` with `headers`; any answer within `timeoutMs` is a result, 2xx meaning delivered. */
export async function sendWebhook(url: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; production: boolean }): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  let pinned: { address: string; family: number };
  try {
    pinned = await resolvePinned(target.hostname, options.production);
  } catch (error) {
    return { statusCode: null, latencyMs: elapsed(), error: error instanceof Error ? error.message : String(error) };
  }
  const pinnedLookup = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const req = request(
      target,
      {
        method: 'POST',
        lookup: pinnedLookup,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Pagewise-Webhooks/1', ...headers },
      },
      (res) => {
        // The answer's status is all that counts; its body is read (and dropped) so the socket is freed.
        res.resume();
        res.once('end', () => finish({ statusCode: res.statusCode ?? null, error: null }));
        res.once('error', () => finish({ statusCode: res.statusCode ?? null, error: null }));
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No answer within ${options.timeoutMs} ms.` });
      req.destroy();
    }, options.timeoutMs);
    req.once('error', (error) => finish({ statusCode: null, error: error.message }));
    req.end(body);
  });
}
