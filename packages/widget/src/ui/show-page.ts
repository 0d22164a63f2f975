import type { SourceDocument } from '@pagewise/protocol';
import type { openPage, PageRequest } from '../viewer/page-viewer';
import type { WidgetStore } from '../state/widget-store';

/** sha384 of dist/viewer.js, written in at build time (rollup.config.js), so a pinned widget.js pins the viewer too. */
declare const VIEWER_INTEGRITY: string;

let viewer: Promise<typeof openPage> | undefined;

/**
 * Opens the cited page with the quoted sentence marked. The viewer is seldom needed, so it is not part of
 * widget.js: the first use loads it from the API host, where widget.js came from (a script that `script-src`
 * already allows), and the browser refuses it unless it is the very build widget.js was made with.
 */
export function showPage(store: WidgetStore, source: SourceDocument, opener: HTMLElement) {
  viewer ||= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${store.options.apiUrl}/widget/viewer.js`;
    script.integrity = VIEWER_INTEGRITY;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve((self as unknown as { pagewiseViewer: typeof openPage }).pagewiseViewer);
    script.onerror = reject;
    document.head.append(script);
  });
  viewer.then(
    (open) => open({ panel: opener.closest('.panel')!, opener, to: store.options, source: source as unknown as PageRequest['source'], words: store.words.value! }),
    () => {
      viewer = undefined;
      store.notice.value = { word: 'offline' };
    },
  );
}
