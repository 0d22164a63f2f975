import type { ComponentChildren } from 'preact';

/**
 * Code spans, strong, emphasis, links and images, earliest match first. Everything else stays
 * text, which Preact writes as text nodes: markup in an answer can never become markup on the page.
 */
const INLINE = /(`+)([^`]+?)\1|\*\*(.+?)\*\*|__(.+?)__|\*(\S(?:.*?\S)?)\*|(?<!\w)_(\S(?:.*?\S)?)_(?!\w)|(!?)\[([^\]]*)\]\(\s*(\S+?)\s*\)/g;

/** Links may only leave for the web or a mail client; javascript:, data: and the rest are shown as text. */
export function safeUrl(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers are made of the documents' text, so a link in one was written by whoever uploaded a document.
 * Each shows where it leads (its host, or a mail link's address) beside its words; it can be followed
 * only when `links` is set (the owner's widget setting), and then without an opener, a referrer or the
 * site's endorsement (nofollow).
 */
export function renderInline(text: string, links?: boolean): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index!;
    if (at > last) out.push(text.slice(last, at));
    last = at + m[0].length;
    const [, , code, strong, strong2, em, em2, bang, label, href] = m;
    if (code !== undefined) out.push(<code>{code}</code>);
    else if (strong !== undefined || strong2 !== undefined) out.push(<strong>{renderInline(strong ?? strong2, links)}</strong>);
    else if (em !== undefined || em2 !== undefined) out.push(<em>{renderInline(em ?? em2, links)}</em>);
    else if (bang) out.push(label); // No remote images: an image is reduced to its description.
    else {
      const url = safeUrl(href);
      const words = renderInline(label, links);
      out.push(
        url && links ? (
          <a href={url.href} target="_blank" rel="noopener noreferrer nofollow">
            {words}
          </a>
        ) : (
          words
        ),
        url && <small> ({url.host || url.pathname})</small>,
      );
    }
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
