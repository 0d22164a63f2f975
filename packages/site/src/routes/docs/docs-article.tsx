import type { MDXContent } from 'mdx/types';
import { useRef } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';
import { ComingSoon } from './coming-soon';
import { DOC_GROUPS, findItem } from './docs-nav';
import { mdxComponents } from './mdx-components';
import { OnThisPage } from './on-this-page';

/** One documentation page: its title, its written content (or Coming Soon) and the On this page index. */
export function DocsArticle({ id, Content }: { id: string; Content?: MDXContent }) {
  const item = findItem(id)!;
  const group = DOC_GROUPS.find((g) => g.items.includes(item))!;
  usePageMeta(`${item.title} · Docs`, item.description);
  const articleRef = useRef<HTMLElement>(null);
  return (
    <div className="flex gap-10 px-4 py-8 sm:px-8 lg:py-10">
      <article ref={articleRef} className="docs-prose min-w-0 max-w-[760px] flex-1">
        <p className="text-sm font-medium text-accent-text">{group.title}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{item.title}</h1>
        <p className="mt-2 text-lg text-muted">{item.description}</p>
        {Content ? <Content components={mdxComponents} /> : <ComingSoon />}
      </article>
      {Content && <OnThisPage articleRef={articleRef} pageId={id} />}
    </div>
  );
}
