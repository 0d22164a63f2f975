import { answerWith, sse, startStandInApi } from '../../test/support/stand-in-api';
import type { Failure } from '@pagewise/protocol';
import { streamChat } from './chat-stream';

const request = (url: string) => ({ apiUrl: url, apiKey: 'pw_pk_test', message: 'How long do refunds take?', sessionId: 'session_1' });

describe('streamChat against a real SSE server', () => {
  it('hands over tokens in order and resolves with the sources', async () => {
    const api = await startStandInApi({ stream: answerWith('Refunds take 14 days.') });
    const tokens: string[] = [];
    const summary = await streamChat(request(api.url), (t) => tokens.push(t));
    expect(tokens.join('')).toBe('Refunds take 14 days.');
    expect(tokens.length).toBeGreaterThan(1);
    expect(summary!.source_documents[0]).toMatchObject({ name: 'Handbook.pdf', page: 4 });
    expect(api.requests[0].headers.authorization).toBe('Bearer pw_pk_test');
    expect(api.requests[0].body).toEqual({ message: 'How long do refunds take?', session_id: 'session_1', context: true });
    await api.close();
  });

  it('rejects with the code of an `event: error` sent after the stream began', async () => {
    const api = await startStandInApi({
      stream: (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        sse(res, { token: 'Partial' });
        sse(res, { error: 'The model failed.', code: 'answer_failed' }, 'error');
        sse(res, '[DONE]');
        res.end();
      },
    });
    const failure: Failure = await streamChat(request(api.url), () => undefined).catch((e) => e);
    // No status: the API had answered 200 and the failure came inside the stream.
    expect([failure.message, failure.code, failure.status]).toEqual(['The model failed.', 'answer_failed', undefined]);
    await api.close();
  });

  it('reads when a rate limit lifts from Retry-After', async () => {
    const api = await startStandInApi({
      stream: (_req, res) => {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' });
        res.end(JSON.stringify({ error: 'Rate limit exceeded. Please try again in a few seconds.', code: 'rate_limit_exceeded', request_id: 'r' }));
      },
    });
    const before = Date.now();
    const err: Failure = await streamChat(request(api.url), () => undefined).catch((e) => e);
    expect(err.status).toBe(429);
    expect(err.retryAt! - before).toBeGreaterThanOrEqual(29_000);
    expect(err.retryAt! - before).toBeLessThan(32_000);
    await api.close();
  });

  it('reports a dropped connection as status 0', async () => {
    const api = await startStandInApi({ stream: (req) => void req.socket.destroy() });
    await expect(streamChat(request(api.url), () => undefined)).rejects.toMatchObject({ status: 0, code: 'connection_lost' });
    await api.close();
  });
});
