import { useEffect, useRef } from 'preact/hooks';
import { Markdown } from '../markdown/markdown';
import type { WidgetStore } from '../state/widget-store';
import { Citations } from './citations';

export function MessageList({ store }: { store: WidgetStore }) {
  const scroller = useRef<HTMLDivElement>(null);
  const messages = store.messages.value;
  const streaming = store.streaming.value;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);
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
          <div key={i} class="msg" part="answer">
            {message.text ? <Markdown text={message.text} /> : i === streaming && <p class="typing" aria-label="Answering" role="img" />}
            {message.sources && <Citations sources={message.sources} id={`pw-src-${i}`} />}
          </div>
        ),
      )}
    </div>
  );
}

