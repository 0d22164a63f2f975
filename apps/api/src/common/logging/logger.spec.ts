import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createLogging, loggerOptions, redactUrl, withoutSecretFields } from './logger.js';

describe('redactUrl', () => {
  it('masks the activation token in the path and token-like query values', () => {
    expect(redactUrl('/api/auth/activate/abc.DEF-123/')).toBe('/api/auth/activate/[redacted]/');
    expect(redactUrl('/v1/chat/history?session_id=s1&token=t0k3n&limit=5')).toBe('/v1/chat/history?session_id=s1&token=[redacted]&limit=5');
    expect(redactUrl('/v1/documents?limit=10')).toBe('/v1/documents?limit=10');
    expect(redactUrl('/Api/Auth/Activate/abc?x=1')).toBe('/Api/Auth/Activate/[redacted]?x=1');
    expect(redactUrl('/v1/x?api_key=k&X-Api-Key=k&refresh_token=t&otp=1&oauth=a&session_id=s&page=2')).toBe(
      '/v1/x?api_key=[redacted]&X-Api-Key=[redacted]&refresh_token=[redacted]&otp=[redacted]&oauth=[redacted]&session_id=s&page=2',
    );
    expect(redactUrl('/v1/x?api%5Fkey=k&bad=%E0%A4%A&to%ken=1')).toBe('/v1/x?api%5Fkey=[redacted]&bad=%E0%A4%A&to%ken=1');
    expect(redactUrl('/v1/documents/pw_sk_0123456789abcdefABCDEF?q=pw_pk_0123456789abcdef')).toBe('/v1/documents/pw_sk_[redacted]?q=pw_pk_[redacted]');
  });
});

describe('loggerOptions', () => {
  it('writes JSON to the given stream, or pretty lines through pino-pretty to a file descriptor', () => {
    const stream = { write: () => undefined };
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' }, stream)).toEqual([expect.objectContaining({ level: 'info' }), stream]);
    const pretty = loggerOptions({ logLevel: 'debug', logFormat: 'pretty' }, 2) as { transport: { target: string; options: object } };
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty', options: { destination: 2 } });
  });
});

describe('what the logs hide', () => {
  /** A request through the app's request log; returns the lines written. */
  async function logged(headers: Record<string, string>, url: string, log?: (logger: Logger) => void): Promise<any[]> {
    const lines: string[] = [];
    const middleware = createLogging({ logLevel: 'info', logFormat: 'json' }, { write: (line: string) => void lines.push(line) }).requestLog;
    const server = createServer((req, res) => {
      middleware(req, res);
      log?.(middleware.logger);
      res.setHeader('Set-Cookie', 'pw_session=s3cr3t; HttpOnly');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { headers })).text();
    await new Promise((resolve) => server.close(resolve));
    return lines.map((line) => JSON.parse(line));
  }

  it('hides credential headers of the request and the response, and secrets in the URL', async () => {
    const [line] = await logged({ Authorization: 'Bearer pw_sk_abcdef0123456789', Cookie: 'pw_session=s3cr3t', 'X-CSRF-Token': 'csrf123', 'User-Agent': 'curl/8' }, '/v1/x?api_key=k1&page=2');
    expect(line.req).toMatchObject({ method: 'GET', url: '/v1/x?api_key=[redacted]&page=2', headers: { authorization: '[redacted]', cookie: '[redacted]', 'x-csrf-token': '[redacted]', 'user-agent': 'curl/8' } });
    expect(line.res).toMatchObject({ statusCode: 200, headers: { 'set-cookie': '[redacted]' } });
    expect(JSON.stringify(line)).not.toMatch(/s3cr3t|csrf123|abcdef0123456789|k1/);
  });

  it('hides password, token, key and secret fields one level down in what a line carries', async () => {
    const lines = await logged({}, '/v1/y', (logger) =>
      logger.warn({ body: { email: 'a@b.c', password: 'hunter2', token: 't0k', key: 'pw_sk_x', apiKey: 'k', secret: 's', otp: '123456' }, count: 2 }, 'with a body'),
    );
    const line = lines.find((l) => l.msg === 'with a body');
    expect(line.body).toEqual({ email: 'a@b.c', password: '[redacted]', token: '[redacted]', key: '[redacted]', apiKey: '[redacted]', secret: '[redacted]', otp: '[redacted]' });
    expect(line.count).toBe(2);
  });

  it('copies only what it changes', () => {
    const fields = { body: { name: 'n' }, id: 'x' };
    expect(withoutSecretFields(fields)).toBe(fields);
    expect(withoutSecretFields({ body: { password: 'p' } })).toEqual({ body: { password: '[redacted]' } });
  });
});
