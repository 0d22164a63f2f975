/**
 * A service the API depends on was away or failed (the database, the vector index, the embeddings service): an
 * outage, retried by ingestion and answered 503 by HTTP, never a fault in the request. Features' own errors for
 * their services extend ServiceOutageError and name the service; database and network errors are recognised by
 * their codes, so the platform needs no feature's code to tell an outage from a fault.
 */
export class ServiceOutageError extends Error {
  constructor(
    /** In words, for a sentence: "the vector index". */
    readonly service: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const DATA_CLASSES = ['22', '23', '54'];
/** Connection exceptions, transaction rollbacks (40001, 40P01), insufficient resources, lock not available. */
const OUTAGE_CLASSES = ['08', '40', '53'];
const OUTAGE_STATES = ['55P03', '57014', '57P01', '57P02', '57P03'];
const NETWORK_ERRORS = ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH'];
/** node-postgres reports a lost or unobtainable connection in words only. */
const LOST_CONNECTION = /connection terminated|timeout exceeded when trying to connect|connection error|not queryable/i;

/**
 * What an error says of the services behind it: `outage` with the service that was away, `data` when the
 * database refused the data itself (SQLSTATE classes 22, 23, 54), or null when it is neither.
 */
export function serviceFailureOf(error: unknown): { kind: 'outage'; service: string } | { kind: 'data' } | null {
  if (error instanceof ServiceOutageError) return { kind: 'outage', service: error.service };
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (DATA_CLASSES.includes(code.slice(0, 2))) return { kind: 'data' };
      if (OUTAGE_CLASSES.includes(code.slice(0, 2)) || OUTAGE_STATES.includes(code)) return { kind: 'outage', service: 'the database' };
    }
    if (NETWORK_ERRORS.includes(code) || LOST_CONNECTION.test(String(cause.message ?? ''))) {
      return { kind: 'outage', service: 'the database' };
    }
    if (cause.name === 'TimeoutError') return { kind: 'outage', service: 'a service it needs' };
  }
  return null;
}

/** The error, what it wraps (TypeORM's driverError, `cause`), and so on down. */
function causes(error: unknown): Array<{ code?: unknown; message?: unknown; name?: unknown }> {
  const out = [];
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e) && out.length < 5; ) {
    seen.add(e);
    out.push(e as { code?: unknown; message?: unknown; name?: unknown });
    const next = e as { driverError?: unknown; cause?: unknown };
    e = next.driverError ?? next.cause;
  }
  return out;
}
