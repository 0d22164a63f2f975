import { useEffect, useRef } from 'preact/hooks';
import type { WidgetStore } from '../state/widget-store';
import { Panel } from './panel';

/** Launcher and panel, or the panel alone when the widget sits inline in the page. */
export function WidgetApp({ store }: { store: WidgetStore }) {
  const launcher = useRef<HTMLButtonElement>(null);
  // Focus moves only when the visitor opened or closed the panel, never on page load.
  const byVisitor = useRef(false);
  const open = store.open.value;
  useEffect(() => {
    if (byVisitor.current && !open) launcher.current?.focus();
  }, [open]);
  if (store.disabled.value) return null;
  const toggle = (value: boolean) => {
    byVisitor.current = true;
    store.open.value = value;
  };
  return (
    <>
      {open && <Panel store={store} focus={byVisitor.current} onClose={store.inline ? undefined : () => toggle(false)} />}
      {!store.inline && (
        <button
          ref={launcher}
          type="button"
          class="launcher"
          part="launcher"
          aria-label={`Chat: ${store.settings.value.title}`}
          aria-expanded={open}
          aria-controls={open ? 'pw-panel' : undefined}
          onClick={() => toggle(!open)}
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
