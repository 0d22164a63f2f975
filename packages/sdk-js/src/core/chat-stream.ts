import { createParser } from 'eventsource-parser';
import { APIConnectionError, APIError, APIUserAbortError, PagewiseError } from '../errors.js';
import type { ChatResponse, ChatStreamEvent, SourceDocument, TokenUsage } from '../types.js';

/**
 * The answer of POST /v1/chat/stream as an AsyncIterable of tokens. It can be read once; leaving a
 * `for await` loop early, `abort()` or the caller's signal stop the request (and the generation).
 * The request starts when reading starts.
 */
export class ChatStream implements AsyncIterable<string> {
  /** Cited passages; set once the stream has ended. */
  sources?: SourceDocument[];
  /** Token counts; set once the stream has ended. */
  usage?: TokenUsage;
  /** The conversation this answer belongs to; set once the stream has ended. */
  sessionId?: string;
  /** not_found when the documents do not cover the question; set once the stream has ended. */
  answerStatus?: ChatResponse['answer_status'];
  private text = '';
  private read = false;
  private readonly controller = new AbortController();

  constructor(
    private readonly open: (signal: AbortSignal) => Promise<Response>,
    signal?: AbortSignal,
  ) {
    if (signal?.aborted) this.abort();
    signal?.addEventListener('abort', () => this.abort(), { once: true });
  }

  abort(): void {
    this.controller.abort();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    if (this.read) throw new PagewiseError('A chat stream can be read only once.');
    this.read = true;
    const signal = this.controller.signal;
    if (signal.aborted) throw new APIUserAbortError('Request was aborted.');
    const response = await this.open(signal);
    const requestId = response.headers.get('x-request-id') ?? undefined;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // Not every fetch ends the body when its signal aborts; cancelling the reader always does.
    const cancel = () => reader.cancel().catch(() => {});
    signal.addEventListener('abort', cancel, { once: true });
    const tokens: string[] = [];
    let finished = false;
    let failure: PagewiseError | undefined;
    const parser = createParser({
      onEvent: ({ event, data }) => {
        if (finished || failure) return;
        if (data === '[DONE]') return void (finished = true);
        let payload: ChatStreamEvent & { error?: string; code?: string; answer_status?: ChatResponse['answer_status'] };
        try {
          payload = JSON.parse(data);
        } catch {
          return void (failure = new PagewiseError(`Error parsing token: ${data.slice(0, 100)}`, { requestId }));
        }
        if (event === 'error') return void (failure = APIError.from(undefined, { request_id: requestId, ...payload }));
        if (payload.token) tokens.push(payload.token);
        if (payload.session_id) this.sessionId = payload.session_id;
        if (payload.source_documents) this.sources = payload.source_documents;
        if (payload.token_usage) this.usage = payload.token_usage;
        if (payload.answer_status) this.answerStatus = payload.answer_status;
      },
    });
    try {
      while (!finished) {
        const chunk = await reader.read().catch((cause) => {
          throw signal.aborted
            ? new APIUserAbortError('Request was aborted.', { cause })
            : new APIConnectionError('The stream was interrupted.', { cause, requestId });
        });
        if (signal.aborted) throw new APIUserAbortError('Request was aborted.');
        if (chunk.done) {
          if (failure) break;
          throw new APIConnectionError('The stream ended before [DONE].', { requestId });
        }
        parser.feed(chunk.value);
        for (const token of tokens.splice(0)) {
          this.text += token;
          yield token;
        }
        if (failure) throw failure;
      }
      if (failure) throw failure;
    } finally {
      signal.removeEventListener('abort', cancel);
      if (!finished) this.abort();
      cancel();
    }
  }

  /** Reads the rest of the stream and resolves with the whole answer. */
  async done(): Promise<ChatResponse> {
    if (!this.read) for await (const _ of this);
    return {
      answer: this.text,
      answer_status: this.answerStatus ?? 'answered',
      source_documents: this.sources ?? [],
      token_usage: this.usage!,
      session_id: this.sessionId!,
    };
  }

  async finalText(): Promise<string> {
    return (await this.done()).answer;
  }
}
