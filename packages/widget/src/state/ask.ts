import { WidgetApiError } from '../api/api-error';
import { streamChat } from '../api/chat-stream';
import type { ChatMessage } from './saved-conversation';
import { createSentenceAnnouncer } from './sentence-announcer';
import { describeError, RETRYING } from './visitor-notice';
import type { WidgetStore } from './widget-store';

/** Waits before each new attempt after a lost connection; tests pass shorter ones. */
export const RETRY_DELAYS_MS = [1000, 3000, 6000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const canAsk = (store: WidgetStore, now = Date.now()) =>
  store.streaming.value < 0 && !((store.notice.value?.retryAt ?? 0) > now);

/**
 * Sends the question and streams the answer into the conversation. On failure the exchange is
 * taken back and the question returns to the composer, so asking again is one keypress.
 */
export async function ask(store: WidgetStore, text: string, signal?: AbortSignal, delays = RETRY_DELAYS_MS) {
  const question = text.trim();
  if (!question || !canAsk(store)) return;
  const before = store.messages.value;
  const index = before.length + 1;
  store.messages.value = [...before, { role: 'user', text: question }, { role: 'assistant', text: '' }];
  store.streaming.value = index;
  store.draft.value = '';
  store.notice.value = undefined;
  const announcer = createSentenceAnnouncer((s) => (store.announcement.value = s));
  const setAnswer = (patch: Partial<ChatMessage>) => {
    const next = store.messages.value.slice();
    next[index] = { ...next[index], ...patch };
    store.messages.value = next;
  };

  for (let attempt = 0; ; attempt++) {
    let answer = '';
    try {
      const summary = await streamChat(
        { apiUrl: store.options.apiUrl, apiKey: store.options.apiKey, message: question, sessionId: store.sessionId.value, signal },
        (token) => {
          answer += token;
          setAnswer({ text: answer });
          announcer.update(answer);
        },
      );
      store.notice.value = undefined;
      setAnswer({ sources: summary.source_documents || [] });
      announcer.finish(answer);
      break;
    } catch (err) {
      if (signal?.aborted) return;
      const failure = err instanceof WidgetApiError ? err : new WidgetApiError(String(err), 500, 'unknown');
      // Only a connection that dropped before any text arrived is retried: the visitor saw nothing yet.
      if (failure.status === 0 && !answer && attempt < delays.length) {
        store.notice.value = { text: RETRYING };
        await sleep(delays[attempt]);
        continue;
      }
      store.messages.value = before;
      store.draft.value = question;
      store.notice.value = describeError(failure);
      store.announcement.value = store.notice.value.text;
      break;
    }
  }
  store.streaming.value = -1;
}
