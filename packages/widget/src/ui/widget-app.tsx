import type { WidgetStore } from '../state/widget-store';
import { Panel } from './panel';

/**
 * Launcher and panel, or the panel alone when the widget sits inline in the page. Focus moves only when the
 * visitor opens or closes the panel, never on page load: opening sends it to the question box (composer.tsx),
 * closing back to the launcher.
 */
export function WidgetApp({ store }: { store: WidgetStore }) {
  const open = store.open.value;
  const t = store.words.value;
  // Nothing until the visitor's words are here (a language pack is one small request), so no English flashes by.
  if (store.disabled.value || !t) return null;
  const close = () => {
    // Closing shows the launcher again at once (mount.ts drops the host's `open`), so it can take focus now.
    store.open.value = false;
    store.launcher.current?.focus();
  };
  return (
    <>
      {open && <Panel store={store} onClose={store.inline ? undefined : close} />}
      {!store.inline && (
        <button
          ref={store.launcher}
          type="button"
          class="launcher"
          part="launcher"
          aria-label={t.launcher.replace('{title}', store.settings.value.title)}
          aria-expanded={open}
          aria-controls={open ? 'pw-panel' : undefined}
          onClick={() => (open ? close() : ((store.focusInput = true), (store.open.value = true)))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
          </svg>
        </button>
      )}
      <div class="sr-only" aria-live="polite">
        {store.announcement.value}
      </div>
    </>
  );
}
