import { createServer } from 'node:net';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { EmbeddingProviderError } from '../rag/embedding/embedding-provider.error.js';
import { unreadable } from '../rag/parsing/unreadable-messages.js';
import { classifyFailure, failureReason } from './processing-failure.js';

/** A database error as TypeORM reports it: the driver's error, with its SQLSTATE, inside a QueryFailedError. */
function queryFailed(code: string, message = 'refused'): QueryFailedError {
  return new QueryFailedError('INSERT INTO chunks …', [], Object.assign(new Error(message), { code }));
}

/** A real refused connection: a port that was free a moment ago. */
async function refusedConnection(): Promise<unknown> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 }).connect().catch((e: unknown) => e);
}

describe('classifyFailure', () => {
  it.each([
    ['22021', 'invalid byte sequence (a NUL in text)'],
    ['22001', 'value too long'],
    ['23514', 'check violation'],
    ['23505', 'unique violation'],
    ['54000', 'program limit (a tsvector too large)'],
  ])('fails data the database refuses (%s, %s) at once', (code) => {
    expect(classifyFailure(queryFailed(code))).toEqual({ kind: 'data' });
  });

  it.each([
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock'],
    ['57P01', 'admin shutdown'],
    ['57014', 'statement timeout'],
    ['08006', 'connection failure'],
    ['53300', 'too many connections'],
  ])('retries a database outage (%s, %s)', (code) => {
    expect(classifyFailure(queryFailed(code))).toEqual({ kind: 'outage', service: 'the database' });
  });

  it('retries a lost or refused connection', async () => {
    expect(classifyFailure(await refusedConnection())).toEqual({ kind: 'outage', service: 'the database' });
    expect(classifyFailure(new Error('Connection terminated unexpectedly'))).toEqual({ kind: 'outage', service: 'the database' });
  });

  it('retries when a model or index service is away, and fails a bug at once', () => {
    expect(classifyFailure(new EmbeddingProviderError('Could not reach the embeddings provider.'))).toMatchObject({ kind: 'outage' });
    expect(classifyFailure(new TypeError("Cannot read properties of undefined (reading 'text')"))).toEqual({ kind: 'internal' });
  });

  it('fails an unreadable file at once, with its own sentence', () => {
    const error = unreadable('encrypted');
    const failure = classifyFailure(error);
    expect(failure).toEqual({ kind: 'unreadable' });
    expect(failureReason(failure, error, 1)).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('says how many attempts an outage took and what to do next', () => {
    expect(failureReason({ kind: 'outage', service: 'the database' }, new Error('x'), 3)).toBe(
      'Processing stopped after 3 attempts: the database was unavailable. The file is kept: re-process the document once the database is back.',
    );
  });
});
