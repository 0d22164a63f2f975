import { viewerWords } from './viewer-words';

/** Where the quoted sentence lies on its page: PDF user space, origin bottom-left (the API's `highlight`). */
export interface Highlight {
  page_width: number;
  page_height: number;
  rects: [number, number, number, number][];
}

export interface PageRequest {
  /** The widget's panel: the page covers it while open. */
  panel: HTMLElement;
  /** Focus returns here when the page closes. */
  opener: HTMLElement;
  to: { apiUrl: string; apiKey: string };
  source: { document_id: string; name: string; page: number; highlight: Highlight };
  /** The widget's words in the visitor's language; the viewer's own words are in them when a pack is loaded. */
  words: Record<string, string>;
}

const css = `.panel{position:relative}
.page{position:absolute;inset:0;z-index:1;display:flex;flex-direction:column;background:var(--pw-bg)}
.page h2{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.page>div{flex:1;overflow:auto;padding:12px}
canvas{display:block;width:100%;border:1px solid var(--pw-border)}`;
let sheet: CSSStyleSheet | undefined;

/** The stylesheet joins the widget's own in its shadow root, once (a <style> where stylesheets cannot be adopted). */
function addStyles(root: ShadowRoot) {
  if (!('adoptedStyleSheets' in root)) {
    const old = root as ShadowRoot;
    if (!old.querySelector('style[data-page]')) old.appendChild(Object.assign(document.createElement('style'), { textContent: css })).dataset.page = '';
    return;
  }
  if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]) => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
};

/**
 * Shows the cited page over the panel, as a picture with the quoted sentence marked, and the rest of the
 * panel inert behind it. The page image comes from the API (GET /v1/documents/{id}/pages/{page}/image, allowed
 * for a publishable key where the owner's widget settings allow it); the marks are drawn here, on a canvas.
 * Esc or the close button returns to the conversation, and focus to the citation.
 */
export function openPage({ panel, opener, to, source, words }: PageRequest): void {
  const t: Record<string, string> = { ...viewerWords, ...words };
  const root = panel.getRootNode() as ShadowRoot;
  addStyles(root);

  // "{name}, page {page}" in the visitor's language, the name isolated and shortened as in the citation.
  const letters = Array.from(source.name);
  const name = letters.length > 80 ? letters.slice(0, 79).join('') + '…' : source.name;
  const title = element(
    'h2',
    {},
    ...t.citation.split(/\{(\w+)\}/).map((part: string, i: number) => (i % 2 ? (part == 'name' ? element('bdi', {}, name) : String(source.page)) : part)),
  );
  const close = element('button', { type: 'button', 'aria-label': t.closePage, title: t.closePage }, '×');
  const canvas = element('canvas', { role: 'img', 'aria-label': t.highlighted });
  const status = element('p', { role: 'status' });
  // Focusable, so the page can be scrolled from the keyboard.
  const body = element('div', { tabindex: '0' }, canvas, status);
  const dialog = element('div', { class: 'page', part: 'page', role: 'dialog', 'aria-modal': 'true', 'aria-label': title.textContent! }, element('header', {}, title, close), body);

  const behind = [...panel.children] as HTMLElement[];
  const done = () => {
    dialog.remove();
    behind.forEach((el) => (el.inert = false));
    opener.focus();
  };
  close.onclick = done;
  dialog.onkeydown = (e) => {
    if (e.key == 'Escape') {
      // The panel closes on Esc too: this Esc closes only the page.
      e.stopPropagation();
      done();
    }
  };
  behind.forEach((el) => (el.inert = true));
  panel.append(dialog);
  close.focus();

  fetch(`${to.apiUrl}/v1/documents/${encodeURIComponent(source.document_id)}/pages/${source.page}/image`, {
    headers: { Authorization: `Bearer ${to.apiKey}` },
  })
    .then((res) => (res.ok ? res.blob() : Promise.reject(res.status)))
    .then((blob) => createImageBitmap(blob))
    .then((image) => {
      const { page_width, page_height, rects } = source.highlight;
      const [x, y] = [image.width / page_width, image.height / page_height];
      canvas.width = image.width;
      canvas.height = image.height;
      const g = canvas.getContext('2d')!;
      g.drawImage(image, 0, 0);
      // A highlighter: yellow multiplied into the page, so the text stays as dark as it was.
      g.globalCompositeOperation = 'multiply';
      g.fillStyle = '#fde047';
      // PDF y grows upwards from the page's foot; the picture's y grows downwards from its top.
      for (const [x0, y0, x1, y1] of rects) g.fillRect(x0 * x, (page_height - y1) * y, (x1 - x0) * x, (y1 - y0) * y);
      // Bring the first marked line into view, a little below the top.
      const top = rects.length ? Math.min(...rects.map((r) => page_height - r[3])) : 0;
      body.scrollTop = (top * y * canvas.clientWidth) / image.width - 24;
    })
    .catch(() => {
      canvas.remove();
      status.textContent = t.pageFailed;
    });
}
