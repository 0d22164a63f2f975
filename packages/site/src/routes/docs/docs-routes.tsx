import type { RouteObject } from 'react-router';
import { ALL_ITEMS, DEFAULT_ITEM } from './docs-nav';
import { contentPages } from './content/pages';

/**
 * /docs and /docs/<item>: the screen is one lazy chunk and each page another, so the landing page carries only
 * this list. A route per item (not /docs/:item) lets prerendering and hydration load the page before rendering.
 */
const article = (id: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ DocsArticle }, page] = await Promise.all([import('./docs-article'), contentPages[id]?.()]);
    return { Component: () => <DocsArticle id={id} Content={page?.default} /> };
  },
});

export const docsRoute: RouteObject = {
  path: 'docs',
  lazy: async () => ({ Component: (await import('./docs-layout')).default }),
  children: [{ index: true, ...article(DEFAULT_ITEM) }, ...ALL_ITEMS.map((item) => ({ path: item.id, ...article(item.id) }))],
};
