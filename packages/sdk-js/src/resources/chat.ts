import { ChatStream } from '../core/chat-stream.js';
import { HistoryPages } from '../core/history-pages.js';
import type { RequestOptions } from '../core/request.js';
import type { ChatFeedback, ChatFeedbackParams, ChatHistoryParams, ChatParams, ChatResponse, ChatStreamParams } from '../types.js';
import type { Send } from './resource.js';

export class Chat {
  constructor(private readonly request: Send) {}

  /** Needs `chat:query`. Answers from all of the organization's documents, citing pages. */
  send(params: ChatParams, opts?: RequestOptions): Promise<ChatResponse> {
    return this.request({ method: 'POST', path: '/v1/chat', body: params }, opts);
  }

  /** Needs `chat:query`. Tokens as they are generated: `for await (const token of client.chat.stream(…))`. */
  stream(params: ChatStreamParams, opts: RequestOptions = {}): ChatStream {
    return new ChatStream(
      (signal) => this.request({ method: 'POST', path: '/v1/chat/stream', body: params, stream: true }, { ...opts, signal }),
      opts.signal,
    );
  }

  /** Needs `chat:history`. `await` for one page, or `for await` over every page. */
  history(params: ChatHistoryParams, opts?: RequestOptions): HistoryPages {
    return new HistoryPages(params, (query) => this.request({ method: 'GET', path: '/v1/chat/history', query }, opts));
  }

  /**
   * Needs `chat:query`. Rates an answer up or down (`message_id` from send(), the stream's last event or the
   * history); rating it again replaces the rating. With a publishable key, pass the answer's `session_id` too.
   */
  feedback(params: ChatFeedbackParams, opts?: RequestOptions): Promise<ChatFeedback> {
    return this.request({ method: 'POST', path: '/v1/chat/feedback', body: params }, opts);
  }
}
