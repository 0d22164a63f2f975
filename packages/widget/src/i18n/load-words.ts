import { batch } from '@preact/signals-core';
import type { WidgetStore } from '../state/widget-store';
import { english } from './words';

/**
 * Fetches the visitor's language pack from the API host (GET /widget/lang/<code>.json, public and cached
 * like /widget.js). A pack lacking a word, or no pack at all, leaves the English word in its place.
 */
export function loadWords(store: WidgetStore): void {
  const { language, options } = store;
  if (store.words.value) return;
  fetch(`${options.apiUrl}/widget/lang/${language}.json`, { signal: store.lifetime.signal })
    .then((res) => (res.ok ? res.json() : undefined))
    .catch(() => undefined)
    .then((pack) =>
      batch(() => {
        store.words.value = { ...english, ...pack };
        if (pack) store.lang.value = language;
      }),
    );
}
