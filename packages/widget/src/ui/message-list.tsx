import { useEffect, useRef } from 'preact/hooks';
import { Markdown } from '../markdown/markdown';
import type { WidgetStore } from '../state/widget-store';
import { Citations } from './citations';

/**
 * The answer being written: the one component that reads `store.answer`, so a token re-renders it and
 * nothing else. After each render it brings the newest text into view.
 */
function Writing({ store, follow }: { store: WidgetStore; follow: () => void }) {
  useEffect(follow);
  const text = store.answer.value;
  return text ? <Markdown text={text} /> : <p class="typing" aria-label="Answering" role="img" />;
}

/** The conversation. It re-renders when a question is asked and when its answer ends, not per token. */
export function MessageList({ store }: { store: WidgetStore }) {
  const scroller = useRef<HTMLDivElement>(null);
  const messages = store.messages.value;
  const streaming = store.streaming.value;
  const follow = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  };
  useEffect(follow, [messages]);
  return (
    <div class="messages" part="messages" ref={scroller} role="region" aria-label="Conversation" tabIndex={0}>
      <div class="msg">
        <p>{store.settings.value.greeting}</p>
      </div>
      {messages.map((message, i) =>
        message.role === 'user' ? (
          <div key={i} class="msg user" part="question">
            {message.text}
          </div>
        ) : (
          // A "not found" answer looks apart and carries a hint to rephrase (styles.ts: .nf).
          <div key={i} class={message.notFound ? 'msg nf' : 'msg'} part="answer">
            {i === streaming ? <Writing store={store} follow={follow} /> : <Markdown text={message.text} />}
            {message.sources && <Citations sources={message.sources} id={`pw-src-${i}`} />}
          </div>
        ),
      )}
    </div>
  );
}
