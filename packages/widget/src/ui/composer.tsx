import { ask, canAsk } from '../state/ask';
import type { WidgetStore } from '../state/widget-store';

/**
 * Enter sends, Shift+Enter starts a new line; typing stays possible while an answer streams. When the
 * visitor opened the panel, the question box takes focus as it appears.
 */
export function Composer({ store }: { store: WidgetStore }) {
  const t = store.words.value!;
  const send = () => void ask(store, store.draft.value, store.lifetime.signal);
  return (
    <form
      part="composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={(input) => {
          if (input && store.focusInput) input.focus();
          store.focusInput = false;
        }}
        part="input"
        rows={1}
        aria-label={t.question}
        placeholder={t.placeholder}
        value={store.draft.value}
        onInput={(e) => (store.draft.value = e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <button type="submit" part="send" aria-label={t.send} disabled={!canAsk(store) || !store.draft.value.trim()}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
        </svg>
      </button>
    </form>
  );
}
