import { ChatStream } from '../core/chat-stream.js';
import { HistoryPages } from '../core/history-pages.js';
import type { RequestOptions } from '../core/request.js';
import type {
  ChatFeedback,
  ChatFeedbackParams,
  ChatHistoryParams,
  ChatParams,
  ChatResponse,
  ChatSessionList,
  ChatSessionsExportParams,
  ChatSessionsParams,
  ChatStreamParams,
} from '../types.js';
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

  /**
   * Needs `chat:history`. The organization's conversations whose last turn falls in the range (default the last
   * 30 UTC days), newest first: first question, turns, last activity and source. Open one with history().
   */
  sessions(params: ChatSessionsParams = {}, opts?: RequestOptions): Promise<ChatSessionList> {
    return this.request({ method: 'GET', path: '/v1/chat/sessions', query: params }, opts);
  }

  /**
   * Needs `chat:history`. Every turn of a range of UTC days as JSON Lines or CSV, as a Blob (at most 100,000
   * turns; a longer range is refused with UnprocessableEntityError). In a browser, save it with
   * `URL.createObjectURL(blob)`; in Node: `Buffer.from(await blob.arrayBuffer())`.
   */
  exportSessions(params: ChatSessionsExportParams, opts?: RequestOptions): Promise<Blob> {
    return this.request({ method: 'GET', path: '/v1/chat/sessions/export', query: params, blob: true }, opts);
  }
}
