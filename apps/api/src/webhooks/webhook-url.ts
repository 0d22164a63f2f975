import { isIP } from 'node:net';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { addressAllowed, isLocalhostName } from './webhook-address.js';

const invalid = (message: string) => new FieldValidationError({ url: [message] });

/**
 * The URL rule for an endpoint (docs/webhooks.md, "Security"): https, except http to localhost outside
 * production; no credentials; an address literal must be public (loopback allowed outside production).
 * Names are resolved and checked again on every delivery, so a name that later points inside is refused then.
 */
export function checkEndpointUrl(raw: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url must be an absolute URL such as https://example.com/webhooks.');
  }
  if (url.username || url.password) throw invalid('url must not carry a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = isLocalhostName(host) || (isIP(host) !== 0 && !addressAllowed(host, true) && addressAllowed(host, false));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local && !production)) {
    throw invalid(production ? 'url must use https.' : 'url must use https (http is accepted for localhost outside production only).');
  }
  if (isIP(host) !== 0 && !addressAllowed(host, production)) {
    throw invalid('url points to a private, loopback or link-local address, which webhooks may not reach.');
  }
  if (production && isLocalhostName(host)) throw invalid('url points to localhost, which webhooks may not reach in production.');
  url.hash = '';
  return url.toString();
}
