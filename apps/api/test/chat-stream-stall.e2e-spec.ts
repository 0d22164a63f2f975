import { connect, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { type ChatFixture, startChatApp } from './support/chat.js';

const STALL_SECONDS = 1;
/** A long answer in big pieces: far more than socket buffers hold, so a client that never reads fills them. */
const PIECES = 3000;
const PIECE = 'x'.repeat(8 * 1024);

/**
 * A streamed answer to a client that never reads: the server must not buffer the answer for it. It waits for
 * the socket to drain, stops reading the model meanwhile, and drops the client after STREAM_STALL_SECONDS.
 */
describe('a stream client that never reads', () => {
  let fixture: ChatFixture;

  beforeAll(async () => {
    fixture = await startChatApp(['Refunds are accepted within 30 days of purchase with a receipt.'], { STREAM_STALL_SECONDS: String(STALL_SECONDS) });
    fixture.llm.options.reply = () => Array.from({ length: PIECES }, () => PIECE).join(' ');
  });
  afterAll(() => fixture.close());

  /** Sends the request on a raw socket and then reads nothing; `resume()` later reads what is left. */
  function stalledClient(sessionId: string): { socket: Socket; resume: () => Promise<string> } {
    const { t, acme } = fixture;
    const url = new URL(t.url);
    const body = JSON.stringify({ message: 'Tell me everything about refunds', session_id: sessionId });
    const socket = connect(Number(url.port), url.hostname);
    socket.write(
      `POST /v1/chat/stream HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${acme.adminKey}\r\n` +
        `Content-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.pause();
    const resume = () =>
      new Promise<string>((resolve) => {
        const parts: Buffer[] = [];
        socket.on('data', (part: Buffer) => parts.push(part));
        socket.on('close', () => resolve(Buffer.concat(parts).toString('latin1')));
        socket.on('error', () => undefined);
        socket.resume();
      });
    return { socket, resume };
  }

  const turn = async (sessionId: string) =>
    (await fixture.t.app.get(DataSource).query('SELECT status, length(response) AS length FROM chat_turns WHERE session_id = $1', [sessionId]))[0] as
      | { status: string; length: number }
      | undefined;

  it('is dropped after the stall limit, and the model is no longer read for it', async () => {
    const sessions = ['session_stall_1', 'session_stall_2'];
    const clients = sessions.map(stalledClient);
    const started = Date.now();
    const until = started + 20_000;
    while (Date.now() < until && (await Promise.all(sessions.map(turn))).some((t) => !t)) await new Promise((r) => setTimeout(r, 100));

    const answerLength = PIECES * PIECE.length;
    for (const session of sessions) {
      const stored = await turn(session);
      expect(stored?.status).toBe('interrupted');
      // What was read from the model before the drop fits in socket buffers: a small part of the answer.
      expect(Number(stored?.length)).toBeLessThan(answerLength / 2);
    }
    while (fixture.llm.streamsAbandoned < sessions.length && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(fixture.llm.streamsAbandoned).toBeGreaterThanOrEqual(sessions.length);

    // Reading now gets what the buffers held, then the end: no [DONE], far less than the whole answer.
    for (const client of clients) {
      const received = await client.resume();
      expect(received.startsWith('HTTP/1.1 200')).toBe(true);
      expect(received).not.toContain('data: [DONE]');
      expect(received.length).toBeLessThan(answerLength / 2);
    }
  });

  it('leaves clients that read alone', async () => {
    const res = await fetch(`${fixture.t.url}/v1/chat/stream`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fixture.acme.adminKey}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'Tell me everything about refunds', session_id: 'session_reader' }),
    });
    const text = await res.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(text.length).toBeGreaterThan(PIECES * PIECE.length);
    expect((await turn('session_reader'))?.status).toBe('complete');
  });
});
