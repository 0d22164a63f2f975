import type { ComponentChildren } from 'preact';

/**
 * Code spans, strong, emphasis, links and images, earliest match first. Everything else stays
 * text, which Preact writes as text nodes: markup in an answer can never become markup on the page.
 */
const INLINE = /(`+)([^`]+?)\1|\*\*(.+?)\*\*|__(.+?)__|\*(\S(?:.*?\S)?)\*|(?<!\w)_(\S(?:.*?\S)?)_(?!\w)|(!?)\[([^\]]*)\]\(\s*(\S+?)\s*\)/g;

/** Links may only leave for the web or a mail client; javascript:, data: and the rest are shown as text. */
export function safeHref(href: string): string | undefined {
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function renderInline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index!;
    if (at > last) out.push(text.slice(last, at));
    last = at + m[0].length;
    const [, , code, strong, strong2, em, em2, bang, label, href] = m;
    if (code !== undefined) out.push(<code>{code}</code>);
    else if (strong !== undefined || strong2 !== undefined) out.push(<strong>{renderInline(strong ?? strong2)}</strong>);
    else if (em !== undefined || em2 !== undefined) out.push(<em>{renderInline(em ?? em2)}</em>);
    else if (bang) out.push(label); // No remote images: an image is reduced to its description.
    else {
      const safe = safeHref(href);
      out.push(
        safe ? (
          <a href={safe} target="_blank" rel="noopener noreferrer">
            {renderInline(label)}
          </a>
        ) : (
          label
        ),
      );
    }
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
