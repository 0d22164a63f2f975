import { createEventParser, type ServerEvent } from './sse-parser';

describe('createEventParser', () => {
  it('joins events split across chunks and skips comments', () => {
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
});
