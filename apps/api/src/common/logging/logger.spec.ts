import { loggerParams, redactUrl } from './logger.js';

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

describe('loggerParams', () => {
  it('writes JSON to the given stream, or pretty lines through pino-pretty to a file descriptor', () => {
    const stream = { write: () => undefined };
    expect(loggerParams({ logLevel: 'info', logFormat: 'json' }, stream).pinoHttp).toEqual([expect.objectContaining({ level: 'info' }), stream]);
    const pretty = loggerParams({ logLevel: 'debug', logFormat: 'pretty' }, 2).pinoHttp as { transport: { target: string; options: object } };
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty', options: { destination: 2 } });
  });
});
