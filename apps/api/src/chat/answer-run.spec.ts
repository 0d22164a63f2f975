import { type AnswerEvent, AnswerModelError, type AnswerStatus } from '../rag/rag.types.js';
import { AnswerFailedError, AnswerRun, type TurnOutcome } from './answer-run.js';

const usage = { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 };

async function* answer(tokens: string[], fail?: Error, status: AnswerStatus = 'answered'): AsyncGenerator<AnswerEvent> {
  for (const token of tokens) yield { type: 'token', token };
  if (fail) throw fail;
  yield { type: 'done', answer: tokens.join(''), sources: [], usage, status };
}

function run(events: AsyncGenerator<AnswerEvent>, signal?: AbortSignal) {
  const stored: TurnOutcome[] = [];
  return { run: new AnswerRun('session_x', 'turn_1', events, async (o) => stored.push(o), signal), stored };
}

describe('AnswerRun', () => {
  it('stores a finished answer once, as complete', async () => {
    const { run: r, stored } = run(answer(['Hello ', 'there']));
    const tokens: string[] = [];
    for await (const token of r.tokens()) tokens.push(token);
    expect(tokens).toEqual(['Hello ', 'there']);
    expect(stored).toEqual([{ status: 'complete', response: 'Hello there', sources: [], usage, error: null, answerStatus: 'answered' }]);
    expect(r.view()).toEqual({ message_id: 'turn_1', answer: 'Hello there', answer_status: 'answered', source_documents: [], token_usage: usage, session_id: 'session_x' });
  });

  it('carries a "not found" answer\'s status into the view and the stored turn', async () => {
    const { run: r, stored } = run(answer(['Nothing ', 'here.'], undefined, 'not_found'));
    for await (const _ of r.tokens());
    expect(r.view().answer_status).toBe('not_found');
    expect(stored).toEqual([expect.objectContaining({ status: 'complete', answerStatus: 'not_found' })]);
  });

  it('stores what was said so far as interrupted when the reader stops early', async () => {
    const { run: r, stored } = run(answer(['one ', 'two ', 'three']));
    for await (const token of r.tokens()) if (token === 'two ') break;
    expect(stored).toEqual([expect.objectContaining({ status: 'interrupted', response: 'one two ', answerStatus: null })]);
  });

  it('turns a model failure into a 503 error and stores the turn as failed with the reason', async () => {
    const { run: r, stored } = run(answer(['partial '], new AnswerModelError('The answer model answered 503.')));
    await expect(async () => {
      for await (const _ of r.tokens());
    }).rejects.toBeInstanceOf(AnswerFailedError);
    expect(stored).toEqual([expect.objectContaining({ status: 'failed', response: 'partial ', error: 'The answer model answered 503.' })]);
  });

  it('treats an error after the caller aborted as an interruption, not a failure', async () => {
    const abort = new AbortController();
    abort.abort();
    const { run: r, stored } = run(answer(['a '], new Error('aborted')), abort.signal);
    for await (const _ of r.tokens());
    expect(stored).toEqual([expect.objectContaining({ status: 'interrupted' })]);
  });
});
