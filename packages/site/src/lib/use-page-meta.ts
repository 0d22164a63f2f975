import { useEffect } from 'react';

/** Sets the tab title and the meta description of the screen (search engines and Lighthouse read both). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === 'Pagewise' ? title : `${title} — Pagewise`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
