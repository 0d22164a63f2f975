import { type ChatStreamEndEvent, Failure, readChatStream } from '@pagewise/protocol';
import { APIConnectionError, APIError, APIUserAbortError, PagewiseError } from '../errors.js';
import type { ChatResponse, SourceDocument, TokenUsage } from '../types.js';

/**
 * The answer of POST /v1/chat/stream as an AsyncIterable of tokens. It can be read once; leaving a
 * `for await` loop early, `abort()` or the caller's signal stop the request (and the generation).
 * The request starts when reading starts.
 */
export class ChatStream implements AsyncIterable<string> {
  private end?: ChatStreamEndEvent;
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

  /** Cited passages; set once the stream has ended. */
  get sources(): SourceDocument[] | undefined {
    return this.end?.source_documents;
  }

  /** Token counts; set once the stream has ended. */
  get usage(): TokenUsage | undefined {
    return this.end?.token_usage;
  }

  /** The conversation this answer belongs to; set once the stream has ended. */
  get sessionId(): string | undefined {
    return this.end?.session_id;
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
    let finished = false;
    try {
      for await (const token of readChatStream(response.body!, (end) => (this.end = end), signal)) {
        if (signal.aborted) break;
        this.text += token;
        yield token;
      }
      finished = !signal.aborted;
      if (!finished) throw new APIUserAbortError('Request was aborted.');
    } catch (cause) {
      if (PagewiseError.isInstance(cause)) throw cause;
      if (signal.aborted) throw new APIUserAbortError('Request was aborted.', { cause });
      // Status 0: cut before [DONE]. Otherwise an `event: error`, or an event that could not be read.
      if (cause instanceof Failure) {
        const { message, code } = cause;
        throw cause.status === 0 ? new APIConnectionError(message, { requestId }) : APIError.from({ message, code, requestId });
      }
      throw new APIConnectionError('The stream was interrupted.', { cause, requestId });
    } finally {
      if (!finished) this.abort();
    }
  }

  /** Reads the rest of the stream and resolves with the whole answer. */
  async done(): Promise<ChatResponse> {
    if (!this.read) for await (const _ of this);
    const { token: _, ...end } = this.end ?? ({ source_documents: [] } as unknown as ChatStreamEndEvent);
    return { ...end, answer: this.text };
  }

  async finalText(): Promise<string> {
    return (await this.done()).answer;
  }
}
