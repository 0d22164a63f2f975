import { useEffect, useRef } from 'preact/hooks';
import type { WidgetStore } from '../state/widget-store';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { NoticeBar } from './notice-bar';

/** The chat dialog. Opening it by hand moves focus to the question box; Esc closes it. */
export function Panel({ store, onClose, focus }: { store: WidgetStore; onClose?: () => void; focus: boolean }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const settings = store.settings.value;
  useEffect(() => {
    if (focus) input.current?.focus();
  }, []);
  return (
    <section
      id="pw-panel"
      class="panel"
      part="panel"
      role="dialog"
      aria-labelledby="pw-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header part="header">
        <h2 id="pw-title">{settings.title}</h2>
        {/* Starting over mid-answer would leave the stream writing into a conversation that is gone. */}
        <button
          type="button"
          part="new-chat"
          aria-label="New conversation"
          title="New conversation"
          disabled={store.streaming.value >= 0}
          onClick={store.startOver}
        >
          ↺
        </button>
        {onClose && (
          <button type="button" part="close" aria-label="Close chat" title="Close" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <MessageList store={store} />
      <NoticeBar store={store} />
      <Composer store={store} inputRef={input} />
      {settings.showBadge && (
        <p class="badge" part="badge">
          Powered by Pagewise
        </p>
      )}
    </section>
  );
}
