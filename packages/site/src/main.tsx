import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { App } from './app';
import { createSiteRouter, siteRoutes } from './router';
import './index.css';

const root = document.getElementById('root')!;

async function start() {
  // A page rendered ahead of time for this very path is hydrated; any other path (unknown ones included) renders afresh.
  const prerendered = root.dataset.prerendered === window.location.pathname;
  if (prerendered) {
    // Hydration must see the same screen the HTML shows, so the lazy route is loaded first.
    for (const match of matchRoutes(siteRoutes, window.location) ?? []) {
      const { lazy } = match.route;
      if (typeof lazy === 'function') Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }
  }
  const app = (
    <StrictMode>
      <App router={<RouterProvider router={createSiteRouter()} />} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
