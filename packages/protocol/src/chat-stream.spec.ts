import { readChatStream } from './chat-stream.js';
import { Failure } from './failure.js';
import type { ChatStreamEndEvent } from './wire-types.js';

const end = {
  token: '',
  source_documents: [{ document_id: 'd1', name: 'handbook.pdf', page: 4, confidence: 0.82, snippet: 'Refunds…' }],
  token_usage: { prompt_tokens: 50, completion_tokens: 3, total_tokens: 53 },
  session_id: 'session_abc',
};
const wire = [': ping\n\n', 'data: {"token":"Refunds "}\n\n', 'data: {"token":"take 14 days."}\n\n', `data: ${JSON.stringify(end)}\n\n`, 'data: [DONE]\n\n'];

/** A body that sends `chunks`, then ends (or stays open); `wasCancelled` resolves when the reader cancels it. */
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

/** Reads the whole stream: the tokens, the end event, and what it threw. */
async function read(stream: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const tokens: string[] = [];
  let last: ChatStreamEndEvent | undefined;
  try {
    for await (const token of readChatStream(stream, (e) => (last = e), signal)) tokens.push(token);
    return { tokens, end: last };
  } catch (error) {
    return { tokens, end: last, error: error as Failure };
  }
}

test('yields the tokens and hands over the end event, whatever the chunking', async () => {
  const expected = { tokens: ['Refunds ', 'take 14 days.'], end };
  expect(await read(body(wire).stream)).toEqual(expected);
  expect(await read(body(wire.join('').match(/[\s\S]{1,5}/g)!).stream)).toEqual(expected);
});

test("an `event: error` throws a Failure with the API's code and sentence, and no status", async () => {
  const { tokens, error } = await read(
    body(['data: {"token":"Par"}\n\n', 'event: error\ndata: {"error":"The model failed.","code":"answer_failed"}\n\n', 'data: [DONE]\n\n']).stream,
  );
  expect(tokens).toEqual(['Par']);
  expect(error).toBeInstanceOf(Failure);
  expect([error!.message, error!.code, error!.status]).toEqual(['The model failed.', 'answer_failed', undefined]);
});

test('a body cut before [DONE] throws connection_lost with status 0', async () => {
  const { tokens, error } = await read(body(['data: {"token":"Refunds "}\n\n']).stream);
  expect(tokens).toEqual(['Refunds ']);
  expect([error!.message, error!.code, error!.status]).toEqual(['The stream ended before [DONE].', 'connection_lost', 0]);
});

test('a data line that is not JSON throws stream_error after the tokens before it', async () => {
  const { tokens, error } = await read(body(['data: {"token":"a"}\n\ndata: {"token": tru\n\n']).stream);
  expect(tokens).toEqual(['a']);
  expect([error!.message, error!.code]).toEqual(['Error parsing token: {"token": tru', 'stream_error']);
});

test('breaking out of the loop cancels the body', async () => {
  const { stream, wasCancelled } = body(wire.slice(0, 2), false);
  for await (const token of readChatStream(stream, () => undefined)) {
    expect(token).toBe('Refunds ');
    break;
  }
  await wasCancelled;
});

test('an abort while waiting for the next chunk cancels the body', async () => {
  const { stream, wasCancelled } = body(wire.slice(0, 2), false);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 20);
  const { tokens, error } = await read(stream, controller.signal);
  expect(tokens).toEqual(['Refunds ']);
  expect(error!.code).toBe('connection_lost');
  await wasCancelled;
});
