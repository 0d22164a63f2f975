import { type ChatStreamPart, readChatStream } from './chat-stream.js';

const end = {
  token: '',
  source_documents: [{ document_id: 'd1', name: 'handbook.pdf', page: 4, confidence: 0.82, snippet: 'Refunds…' }],
  token_usage: { prompt_tokens: 50, completion_tokens: 3, total_tokens: 53 },
  session_id: 'session_abc',
};
const wire = [': ping\n\n', 'data: {"token":"Refunds "}\n\n', 'data: {"token":"take 14 days."}\n\n', `data: ${JSON.stringify(end)}\n\n`, 'data: [DONE]\n\n'];

/** A body that sends `chunks`, then stays open; `cancelled` resolves when the reader cancels it. */
function body(chunks: string[], close = true) {
  let cancelled!: () => void;
  const wasCancelled = new Promise<void>((resolve) => (cancelled = resolve));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (close) controller.close();
    },
    cancel: () => cancelled(),
  });
  return { stream, wasCancelled };
}

async function read(stream: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const parts: ChatStreamPart[] = [];
  for await (const part of readChatStream(stream, signal)) parts.push(part);
  return parts;
}

test('yields the data events, then done, whatever the chunking', async () => {
  const expected = [
    { type: 'event', event: { token: 'Refunds ' } },
    { type: 'event', event: { token: 'take 14 days.' } },
    { type: 'event', event: end },
    { type: 'done' },
  ];
  expect(await read(body(wire).stream)).toEqual(expected);
  expect(await read(body(wire.join('').match(/[\s\S]{1,5}/g)!).stream)).toEqual(expected);
});

test('an error event is a part of its own, before done', async () => {
  const parts = await read(body(['data: {"token":"Par"}\n\n', 'event: error\ndata: {"error":"The model failed.","code":"answer_failed"}\n\n', 'data: [DONE]\n\n']).stream);
  expect(parts).toEqual([
    { type: 'event', event: { token: 'Par' } },
    { type: 'error', error: { error: 'The model failed.', code: 'answer_failed' } },
    { type: 'done' },
  ]);
});

test('a body cut before [DONE] just ends, so the caller sees no done', async () => {
  expect(await read(body(['data: {"token":"Refunds "}\n\n']).stream)).toEqual([{ type: 'event', event: { token: 'Refunds ' } }]);
});

test('a data line that is not JSON throws after the parts before it', async () => {
  const parts: ChatStreamPart[] = [];
  const reading = (async () => {
    for await (const part of readChatStream(body(['data: {"token":"a"}\n\ndata: {"token": tru\n\n']).stream)) parts.push(part);
  })();
  await expect(reading).rejects.toThrow(new SyntaxError('Error parsing token: {"token": tru'));
  expect(parts).toEqual([{ type: 'event', event: { token: 'a' } }]);
});

test('breaking out of the loop cancels the body', async () => {
  const { stream, wasCancelled } = body(wire.slice(0, 2), false);
  for await (const part of readChatStream(stream)) {
    expect(part).toEqual({ type: 'event', event: { token: 'Refunds ' } });
    break;
  }
  await wasCancelled;
});

test('an abort while waiting for the next chunk cancels the body and ends the reading', async () => {
  const { stream, wasCancelled } = body(wire.slice(0, 2), false);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 20);
  expect(await read(stream, controller.signal)).toEqual([{ type: 'event', event: { token: 'Refunds ' } }]);
  await wasCancelled;
});
