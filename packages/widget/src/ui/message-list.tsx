import { Markdown } from '../markdown/markdown';
import { ask } from '../state/ask';
import { rate } from '../state/rate';
import type { ChatMessage, Rating } from '../state/saved-conversation';
import type { WidgetStore } from '../state/widget-store';
import { Citations } from './citations';

/** The answer being written: the one component that reads `store.answer`, so a token re-renders it and nothing else. */
function Writing({ store }: { store: WidgetStore }) {
  const text = store.answer.value;
  return text ? <Markdown text={text} links={store.settings.value.links} /> : <p class="typing" aria-label={store.words.value!.answering} role="img" />;
}

const RATINGS: Rating[] = ['up', 'down'];

/** Thumbs up and down under an answer the API gave a message_id; the pressed one is the visitor's rating. */
function Rate({ store, answer }: { store: WidgetStore; answer: ChatMessage }) {
  const t = store.words.value!;
  return (
    <p class="rate" part="rating">
      {RATINGS.map((rating) => (
        <button type="button" aria-label={t[rating]} aria-pressed={answer.rating == rating} onClick={() => rate(store, answer, rating)}>
          {/* One thumb; styles.ts turns the second one down. */}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 10v12M15 5.9 14 10h5.8a2 2 0 0 1 2 2.6l-2.4 8a2 2 0 0 1-1.9 1.4H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9z" />
          </svg>
        </button>
      ))}
    </p>
  );
}

/**
 * The conversation. It re-renders when a question is asked and when its answer ends, not per token.
 * The scroller stacks its one child bottom-up (styles.ts: .messages), so the newest text stays in view as
 * an answer grows, and a reloaded conversation opens at its end, without a line of script.
 */
export function MessageList({ store }: { store: WidgetStore }) {
  const messages = store.messages.value;
  const streaming = store.streaming.value;
  const { greeting, starters, links } = store.settings.value;
  const t = store.words.value!;
  return (
    <div class="messages" part="messages" role="region" aria-label={t.conversation} tabIndex={0}>
      <div class="log">
        <div class="msg">
          <p>{greeting}</p>
        </div>
        {/* The owner's starter questions, while the conversation is empty: one click asks. */}
        {!messages.length && starters.length > 0 && (
          <div class="starters" role="group" aria-label={t.starters}>
            {starters.map((question) => (
              <button type="button" class="chip" part="starter" onClick={() => ask(store, question, store.lifetime.signal)}>
                {question}
              </button>
            ))}
          </div>
        )}
        {messages.map((message, i) =>
          message.role === 'user' ? (
            <div key={i} class="msg user" part="question">
              {message.text}
            </div>
          ) : (
            // A "not found" answer looks apart and carries a hint to rephrase (styles.ts: .nf).
            <div key={i} class={message.notFound ? 'msg nf' : 'msg'} part="answer">
              {i === streaming ? <Writing store={store} /> : <Markdown text={message.text} links={links} />}
              {message.notFound && <p class="hint">{t.notFound}</p>}
              {message.sources && <Citations store={store} sources={message.sources} />}
              {message.id && <Rate store={store} answer={message} />}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
