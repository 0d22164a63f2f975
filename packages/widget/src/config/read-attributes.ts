import { asColor, asPosition, asTheme, type WidgetOptions } from './widget-options';

/**
 * Reads the script tag's data-attributes. The API origin defaults to the origin the script was
 * loaded from, because the API serves /widget.js itself.
 */
export function readAttributes(script: HTMLScriptElement): WidgetOptions | undefined {
  const d = script.dataset;
  if (!d.apiKey) {
    console.error('[Pagewise] The widget script tag needs a data-api-key attribute with a publishable key (pw_pk_…).');
    return undefined;
  }
  const apiUrl = (d.apiUrl || new URL(script.src, location.href).origin).replace(/\/+$/, '');
  return {
    apiKey: d.apiKey,
    apiUrl,
    title: d.title,
    greeting: d.greeting,
    position: asPosition(d.position),
    theme: asTheme(d.theme),
    accentColor: asColor(d.accentColor),
    openOnLoad: d.open !== undefined && d.open !== 'false',
    lang: d.lang,
    target: d.target ? document.querySelector(d.target) : undefined,
  };
}
