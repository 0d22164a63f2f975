import { cn, focusRing } from '@pagewise/ui';
import { type RefObject, useEffect, useState } from 'react';

interface Heading {
  id: string;
  text: string;
  level: number;
}

/**
 * Links to the page's h2 and h3 headings (ids come from rehype-slug at build time, or from the reference
 * components). Read from the rendered article, so written and generated sections are listed alike.
 */
export function OnThisPage({ articleRef, pageId }: { articleRef: RefObject<HTMLElement | null>; pageId: string }) {
  const [headings, setHeadings] = useState<Heading[]>([]);
  useEffect(() => {
    const found = [...(articleRef.current?.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]') ?? [])];
    setHeadings(found.map((h) => ({ id: h.id, text: h.textContent ?? '', level: h.tagName === 'H2' ? 2 : 3 })));
  }, [articleRef, pageId]);
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="on-this-page" className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] w-56 shrink-0 overflow-y-auto xl:block">
      <h2 id="on-this-page" className="mb-3 text-sm font-semibold">
        On this page
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={cn(heading.level === 3 && 'pl-3')}>
            <a href={`#${heading.id}`} className={cn('block rounded px-1 py-0.5 text-muted hover:text-foreground', focusRing)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
