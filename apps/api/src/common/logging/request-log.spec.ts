import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogging } from './logger.js';

/** A server whose every request goes through the app's request log first, then `answer`. */
async function withServer(level: string, answer: (req: IncomingMessage, res: ServerResponse) => void, run: (url: string, lines: any[]) => Promise<void>) {
  const lines: any[] = [];
  const { requestLog } = createLogging({ logLevel: level, logFormat: 'json' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = createServer((req, res) => {
    requestLog(req, res);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the request log', () => {
  it('writes one line per answered request, fields in the order pino-http wrote them', () =>
    withServer(
      'info',
      (_req, res) => res.end('ok'),
      async (url, lines) => {
        const res = await fetch(`${url}/v1/documents?limit=2`, { headers: { 'X-Request-Id': 'trace-1' } });
        await res.text();
        expect(res.headers.get('x-request-id')).toBe('trace-1');
        await until(() => lines.length > 0);
        expect(lines).toHaveLength(1);
        expect(Object.keys(lines[0])).toEqual(['level', 'time', 'service', 'request_id', 'req', 'res', 'responseTime', 'msg']);
        expect(lines[0]).toMatchObject({
          level: 30,
          request_id: 'trace-1',
          req: { id: 'trace-1', method: 'GET', url: '/v1/documents?limit=2', remoteAddress: '127.0.0.1' },
          res: { statusCode: 200, headers: { 'x-request-id': 'trace-1' } },
          msg: 'request completed',
        });
        expect(lines[0].responseTime).toBeGreaterThanOrEqual(0);
      },
    ));

  it('says "request errored" with an error for a 5xx, and "request aborted" when the client leaves first', () =>
    withServer(
      'info',
      (req, res) => {
        if (req.url === '/fail') {
          res.statusCode = 503;
          res.end();
        } // '/hang' is never answered
      },
      async (url, lines) => {
        await (await fetch(`${url}/fail`)).text();
        const leaving = new AbortController();
        const hanging = fetch(`${url}/hang`, { signal: leaving.signal }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50));
        leaving.abort();
        await hanging;
        await until(() => lines.length >= 2);
        const byUrl = new Map(lines.map((l) => [l.req.url, l]));
        expect(Object.keys(byUrl.get('/fail'))).toEqual(['level', 'time', 'service', 'request_id', 'req', 'res', 'err', 'responseTime', 'msg']);
        expect(byUrl.get('/fail')).toMatchObject({ msg: 'request errored', res: { statusCode: 503 }, err: { message: 'failed with status code 503' } });
        expect(byUrl.get('/hang')).toMatchObject({ msg: 'request aborted', req: { remoteAddress: '127.0.0.1' } });
      },
    ));

  it('leaves out health checks but still gives them a request id', () =>
    withServer(
      'info',
      (_req, res) => res.end('ok'),
      async (url, lines) => {
        const health = await fetch(`${url}/health`);
        await health.text();
        expect(health.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
        await (await fetch(`${url}/v1/x`)).text();
        await until(() => lines.length > 0);
        expect(lines.map((l) => l.req.url)).toEqual(['/v1/x']);
      },
    ));

  it('does no work for a line the level would not write: no listener on the response, only the request id', () => {
    const listeners: Record<string, number[]> = {};
    const count = (level: string) =>
      withServer(
        level,
        (_req, res) => {
          (listeners[level] ??= []).push(res.listenerCount('finish') + res.listenerCount('close'));
          res.end('ok');
        },
        async (url, lines) => {
          const res = await fetch(`${url}/v1/x`);
          await res.text();
          expect(res.headers.get('x-request-id')).toMatch(/^req_/);
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (level === 'warn') expect(lines).toEqual([]);
        },
      );
    return count('info')
      .then(() => count('warn'))
      .then(() => expect(listeners.warn[0]).toBe(listeners.info[0] - 2));
  });
});
