import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

/** Filled while a page is rendered ahead of time (scripts/prerender.mjs), so its HTML carries the same meta. */
export const PageMetaCollector = createContext<PageMeta | null>(null);

export const fullTitle = (title: string) => (title === 'Pagewise' ? 'Pagewise — secure, intelligent, agentic AI tools' : `${title} — Pagewise`);

/** Sets the tab title and the meta description of the screen (search engines and Lighthouse read both). */
export function usePageMeta(title: string, description: string): void {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
