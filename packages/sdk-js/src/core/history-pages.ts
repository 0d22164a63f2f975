import type { ChatHistory, ChatHistoryParams } from '../types.js';

/**
 * `await` it for one page, or `for await` over it for every page from `offset` on; each page is
 * fetched only when the loop asks for it.
 */
export class HistoryPages implements PromiseLike<ChatHistory>, AsyncIterable<ChatHistory> {
  constructor(
    private readonly params: ChatHistoryParams,
    private readonly fetchPage: (params: ChatHistoryParams) => Promise<ChatHistory>,
  ) {}

  then<A = ChatHistory, B = never>(
    onFulfilled?: ((page: ChatHistory) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.fetchPage(this.params).then(onFulfilled, onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<ChatHistory> {
    let offset = this.params.offset ?? 0;
    for (;;) {
      const page = await this.fetchPage({ ...this.params, offset });
      yield page;
      offset += page.messages.length;
      if (!page.messages.length || offset >= page.total) return;
    }
  }
}
