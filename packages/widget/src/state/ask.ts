import { backoff, type Failure, sleep } from '@pagewise/protocol';
import { batch } from '@preact/signals-core';
import { streamChat } from '../api/chat-stream';
import { createSentenceAnnouncer } from './sentence-announcer';
import { describeError } from './visitor-notice';
import type { WidgetStore } from './widget-store';

/** Retries after a lost connection, waiting about 1, 2 and 4 seconds; tests pass shorter ones. */
export const RETRY = { times: 3, baseMs: 1000 };

export const canAsk = (store: WidgetStore, now = Date.now()) =>
  store.streaming.value < 0 && !((store.notice.value?.retryAt ?? 0) > now);

/**
 * Sends the question and streams the answer into the conversation. On failure the exchange is
 * taken back and the question returns to the composer, so asking again is one keypress.
 */
export async function ask(store: WidgetStore, text: string, signal?: AbortSignal, retry = RETRY) {
  const question = text.trim();
  if (!question || !canAsk(store)) return;
  const { messages, answer, notice } = store;
  const before = messages.value;
  const asked = [...before, { role: 'user' as const, text: question }];
  batch(() => {
    messages.value = [...asked, { role: 'assistant', text: '' }];
    store.streaming.value = asked.length;
    answer.value = store.draft.value = '';
    notice.value = undefined;
  });
  const announcer = createSentenceAnnouncer((s) => (store.announcement.value = s));
  for (let attempt = 1; ; attempt++) {
    try {
      const end = await streamChat(
        { apiUrl: store.options.apiUrl, apiKey: store.options.apiKey, message: question, sessionId: store.sessionId.value, signal },
        (token) => announcer.update((answer.value += token)),
      );
      announcer.finish(answer.value);
      batch(() => {
        notice.value = undefined;
        messages.value = [
          ...asked,
          {
            role: 'assistant',
            text: answer.value,
            sources: end?.source_documents,
            notFound: end?.answer_status == 'not_found' || undefined,
            id: end?.message_id,
          },
        ];
        store.streaming.value = -1;
      });
      return;
    } catch (err) {
      if (signal?.aborted) return;
      const failure = err as Failure;
      // Only a connection that dropped before any text arrived is retried: the visitor saw nothing yet.
      if (failure.status === 0 && !answer.value && attempt <= retry.times) {
        notice.value = { word: 'retrying' };
        await sleep(backoff(attempt, retry.baseMs), signal);
        continue;
      }
      batch(() => {
        messages.value = before;
        store.draft.value = question;
        notice.value = describeError(failure);
        store.announcement.value = store.words.value![notice.value.word];
        store.streaming.value = -1;
      });
      return;
    }
  }
}
