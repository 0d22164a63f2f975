import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pagewise } from '../index.js';

// A real HTTP server: the point is what reaches the other end of the socket when the reader stops.
let server: Server;
let baseURL: string;
let closedEarly: Promise<boolean>;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    const timer = setInterval(() => {
      if (++sent > 50) {
        clearInterval(timer);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.write(`data: {"token": "t${sent} "}\n\n`);
    }, 20);
    closedEarly = new Promise((resolve) =>
      res.on('close', () => {
        clearInterval(timer);
        resolve(!res.writableEnded);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

test('breaking out of for await closes the connection, so the API stops generating', async () => {
  const client = new Pagewise({ apiKey: 'pw_sk_test', baseURL });
  const tokens: string[] = [];
  for await (const token of client.chat.stream({ message: 'q' })) {
    tokens.push(token);
    if (tokens.length === 2) break;
  }
  expect(tokens).toEqual(['t1 ', 't2 ']);
  expect(await closedEarly).toBe(true);
});

test('abort() closes the connection too', async () => {
  const client = new Pagewise({ apiKey: 'pw_sk_test', baseURL });
  const stream = client.chat.stream({ message: 'q' });
  const reading = stream.finalText();
  setTimeout(() => stream.abort(), 50);
  await expect(reading).rejects.toMatchObject({ name: 'APIUserAbortError' });
  expect(await closedEarly).toBe(true);
});
