import { readAttributes } from './config/read-attributes';
import { mountWidget } from './mount';

/**
 * Entry of dist/widget.js. Each script tag runs this file once and mounts the widget it describes;
 * nothing here may throw into the host page.
 */
function start(script: HTMLScriptElement) {
  try {
    const options = readAttributes(script);
    if (options) mountWidget(options);
  } catch (err) {
    console.error('[Pagewise] The widget could not start.', err);
  }
}

const script =
  (document.currentScript as HTMLScriptElement | null) ||
  document.querySelector<HTMLScriptElement>('script[data-api-key]:not([data-pagewise])');
if (script && !script.dataset.pagewise) {
  script.dataset.pagewise = 'mounted';
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script));
}
