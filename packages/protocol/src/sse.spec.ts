import { createEventParser, type ServerEvent } from './sse.js';

test('joins events split across chunks, reads CRLF and skips comments', () => {
  const events: ServerEvent[] = [];
  const feed = createEventParser((e) => events.push(e));
  feed(': ping\n\nda');
  feed('ta: {"token":"Hel');
  feed('lo"}\n\nevent: error\ndata: {"error":"x"}\r\n\r\ndata: [DONE]\n\n');
  expect(events).toEqual([
    { event: 'message', data: '{"token":"Hello"}' },
    { event: 'error', data: '{"error":"x"}' },
    { event: 'message', data: '[DONE]' },
  ]);
});

test('joins multi-line data, keeps spaces after the first, ignores id and retry, waits for the blank line', () => {
  const events: ServerEvent[] = [];
  const feed = createEventParser((e) => events.push(e));
  feed('id: 7\nretry: 100\ndata:one\ndata:  two\ndata\n');
  expect(events).toEqual([]);
  feed('\n');
  expect(events).toEqual([{ event: 'message', data: 'one\n two\n' }]);
});
