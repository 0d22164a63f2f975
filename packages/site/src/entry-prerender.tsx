// Renders the public screens to HTML at build time (scripts/prerender.mjs), so the first paint needs no JavaScript.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app';
import { type PageMeta, PageMetaCollector } from './lib/use-page-meta';
import { siteRoutes } from './router';

export async function renderPage(path: string): Promise<{ html: string; meta: PageMeta }> {
  const handler = createStaticHandler(siteRoutes);
  const context = await handler.query(new Request(`http://site${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: PageMeta = { title: '', description: '' };
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector.Provider value={meta}>
        <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  return { html, meta };
}
export { DOCS_PATHS } from './routes/docs/docs-nav';
