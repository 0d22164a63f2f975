import type { Failure } from '@pagewise/protocol';
import { effect } from '@preact/signals-core';
import { h, render } from 'preact';
import { fetchWidgetConfig } from './api/widget-config';
import type { WidgetOptions } from './config/widget-options';
import { loadWords } from './i18n/load-words';
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
 * Styles go in as adopted stylesheets, which a strict CSP permits; a <style> element is the
 * fallback for browsers without constructable stylesheets (and would need 'unsafe-inline').
 * The accent lives in its own `:host` rule rather than an inline style, so a page's own
 * `pagewise-widget { --pw-accent: … }` still wins over it. Returns the accent setter.
 */
function addStyles(root: ShadowRoot): (accent: string) => void {
  const accentRule = (accent: string) => `:host{--pw-accent:${accent}}`;
  if (!('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype)) {
    root.appendChild(document.createElement('style')).textContent = css;
    const accent = root.appendChild(document.createElement('style'));
    return (color) => (accent.textContent = accentRule(color));
  }
  const accent = new CSSStyleSheet();
  if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(css);
  root.adoptedStyleSheets = [sheet, accent];
  return (color) => accent.replaceSync(accentRule(color));
}

/** Mounts one independent widget: its own host element, shadow root and store. */
export function mountWidget(options: WidgetOptions): MountedWidget {
  const store = createWidgetStore(options);
  const host = document.createElement('pagewise-widget');
  const root = host.attachShadow({ mode: 'open' });
  const setAccent = addStyles(root);
  if (store.inline) host.setAttribute('inline', '');
  (options.target || document.body).appendChild(host);

  const disposers = [
    store.persist(),
    store.countdown(),
    trackViewport(host),
    effect(() => {
      const s = store.settings.value;
      host.setAttribute('theme', s.theme);
      host.setAttribute('position', s.position);
      host.toggleAttribute('open', store.open.value);
      host.lang = store.lang.value;
      setAccent(s.accentColor);
    }),
  ];

  loadWords(store);
  fetchWidgetConfig(options, store.lifetime.signal).then(
    (config) => (store.remote.value = config),
    (err: Failure) => {
      if (store.lifetime.signal.aborted) return;
      store.configFailed.value = true;
      // A refused key or origin will refuse every question too: show visitors nothing broken. (A network
      // error has no status.)
      if (err.status === 401 || err.status === 403) {
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
