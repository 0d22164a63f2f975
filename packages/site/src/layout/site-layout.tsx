import { Outlet, ScrollRestoration } from 'react-router';
import { SignedInRedirect } from '../auth/signed-in-redirect';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public screen: skip link, fixed header, the screen, footer; signed-in users go to the dashboard. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-control bg-background px-4 py-2 text-link focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <SignedInRedirect />
    </div>
  );
}
