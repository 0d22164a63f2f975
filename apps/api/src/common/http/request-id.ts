import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's X-Request-Id when it is sane, else makes one; echoed on every response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const existing = (req as { id?: string }).id;
  if (existing) return existing;
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : `req_${randomUUID().replace(/-/g, '')}`;
  (req as { id?: string }).id = id;
  res.setHeader('X-Request-Id', id);
  return id;
}
