import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/use-page-meta';
import { PageHero } from './page-hero';

/** A short text page (about, terms, privacy, API): a hero and prose at most 760 px wide. */
export function ProsePage({ title, description, lead, children }: { title: string; description: string; lead: ReactNode; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <>
      <PageHero title={title} lead={lead} />
      <div className="mx-auto max-w-[760px] px-4 py-12 sm:px-6 [&_a]:text-link [&_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </>
  );
}
