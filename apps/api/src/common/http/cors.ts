import type { CorsOptions, CorsOptionsDelegate } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { Request } from 'express';

const EXPOSED = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'];

/**
 * The site and dashboard call /api/auth with cookies, so only their origins get credentialed CORS.
 * /v1 answers any origin without cookies: whether a browser origin may use a key is decided per key
 * (publishable keys list their origins; secret keys only work from the site's own origins). The site's own
 * origins also get credentials on /v1, because the dashboard calls it with the session cookie
 * (fetch(url, { credentials: 'include' }); the session strategy then checks the origin again, as CSRF defence).
 */
export function corsFor(siteOrigins: string[]): CorsOptionsDelegate<Request> {
  return (req, callback) => {
    const origin = req.headers.origin;
    const isV1 = req.originalUrl.startsWith('/v1') || req.originalUrl.startsWith('/widget');
    const fromSite = Boolean(origin && siteOrigins.includes(origin));
    const options: CorsOptions = isV1
      ? { origin: true, credentials: fromSite, exposedHeaders: EXPOSED, maxAge: 600 }
      : {
          origin: fromSite,
          credentials: true,
          exposedHeaders: EXPOSED,
          allowedHeaders: ['Content-Type', 'X-CSRF-Token', 'X-Request-Id'],
          maxAge: 600,
        };
    callback(null, options);
  };
}
