import proxyAddr from 'proxy-addr';

/**
 * Which hops in front of the API may tell it the client's address (X-Forwarded-For) and protocol: false (none,
 * the socket address is the client), a number of proxies, or their addresses / CIDR ranges / Express's names
 * (loopback, linklocal, uniquelocal). Handed to Express's `trust proxy` as is.
 */
export type TrustProxy = false | number | string[];

/** One sentence saying what is wrong, or the setting. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return {
      error:
        'TRUST_PROXY=true would trust every hop, so any client could choose its own address with X-Forwarded-For. ' +
        'Set the number of proxies in front of the API (TRUST_PROXY=1) or their addresses (TRUST_PROXY=loopback, 10.0.0.0/8).',
    };
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  try {
    proxyAddr.compile(addresses);
    return addresses;
  } catch {
    return {
      error: `TRUST_PROXY must be false, a number of proxies such as 1, or proxy addresses such as "loopback, 10.0.0.0/8" (got "${value}").`,
    };
  }
}
