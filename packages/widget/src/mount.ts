import { effect } from '@preact/signals';
import { h, render } from 'preact';
import { WidgetApiError } from './api/api-error';
import { fetchWidgetConfig } from './api/widget-config';
import type { WidgetOptions } from './config/widget-options';
import { createWidgetStore } from './state/widget-store';
import { describeError } from './state/visitor-notice';
import { css } from './ui/styles';
import { trackViewport } from './ui/viewport';
import { WidgetApp } from './ui/widget-app';

export interface MountedWidget {
  open(): void;
  close(): void;
  unmount(): void;
}

let sheet: CSSStyleSheet | undefined;

/**
 * Styles go in as an adopted stylesheet, which a strict CSP permits; a <style> element is the
 * fallback for browsers without constructable stylesheets (and would need 'unsafe-inline').
 */
function addStyles(root: ShadowRoot) {
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.appendChild(document.createElement('style')).textContent = css;
  }
}

/** Mounts one independent widget: its own host element, shadow root and store. */
export function mountWidget(options: WidgetOptions): MountedWidget {
  const store = createWidgetStore(options);
  const host = document.createElement('pagewise-widget');
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root);
  if (store.inline) host.setAttribute('inline', '');
  (options.target || document.body).appendChild(host);

  const disposers = [
    store.persist(),
    trackViewport(host),
    effect(() => {
      const s = store.settings.value;
      host.setAttribute('theme', s.theme);
      host.setAttribute('position', options.position || 'bottom-right');
      host.toggleAttribute('open', store.open.value);
      // CSSOM, not a style attribute: allowed under a strict style-src.
      host.style.setProperty('--pw-accent', s.accentColor);
    }),
  ];

  fetchWidgetConfig(options.apiUrl, options.apiKey, store.lifetime.signal).then(
    (config) => (store.remote.value = config),
    (err) => {
      if (store.lifetime.signal.aborted) return;
      store.configFailed.value = true;
      // A refused key or origin will refuse every question too: show visitors nothing broken.
      if (err instanceof WidgetApiError && (err.status === 401 || err.status === 403)) {
        describeError(err);
        store.disabled.value = true;
      }
    },
  );

  render(h(WidgetApp, { store }), root);
  return {
    open: () => (store.open.value = true),
    close: () => (store.open.value = false),
    unmount() {
      store.lifetime.abort();
      disposers.forEach((dispose) => dispose());
      render(null, root);
      host.remove();
    },
  };
}
