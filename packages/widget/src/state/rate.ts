import type { Failure } from '@pagewise/protocol';
import { post } from '../api/call';
import type { ChatMessage, Rating } from './saved-conversation';
import { describeError } from './visitor-notice';
import type { WidgetStore } from './widget-store';

/**
 * POST /v1/chat/feedback for one answer. The thumb shows pressed at once; if the API does not take the
 * rating, it is taken back and the notice says why. Rating again replaces the rating. A publishable key names
 * the session the answer was given in: the conversation on screen is always the current session's.
 */
export async function rate(store: WidgetStore, answer: ChatMessage, rating: Rating) {
  const { messages } = store;
  // Messages are replaced, never changed: find this answer by identity, also after "New conversation".
  const swap = (from: ChatMessage, to: ChatMessage) => (messages.value = messages.value.map((m) => (m === from ? to : m)));
  const rated = { ...answer, rating };
  swap(answer, rated);
  try {
    await post(store.options, '/v1/chat/feedback', { message_id: answer.id, rating, session_id: store.sessionId.value });
  } catch (err) {
    swap(rated, answer);
    store.notice.value = describeError(err as Failure);
  }
}
