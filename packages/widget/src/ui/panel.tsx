import type { WidgetStore } from '../state/widget-store';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { NoticeBar } from './notice-bar';

/** The chat dialog; Esc closes it. */
export function Panel({ store, onClose }: { store: WidgetStore; onClose?: () => void }) {
  const settings = store.settings.value;
  const t = store.words.value!;
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
        <button type="button" part="new-chat" aria-label={t.newChat} title={t.newChat} disabled={store.streaming.value >= 0} onClick={store.startOver}>
          ↺
        </button>
        {onClose && (
          <button type="button" part="close" aria-label={t.close} title={t.close} onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <MessageList store={store} />
      <NoticeBar store={store} />
      <Composer store={store} />
      {settings.showBadge && (
        <p class="badge" part="badge">
          {t.badge}
        </p>
      )}
    </section>
  );
}
