import { Button, Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger, ThemeToggle } from '@pagewise/ui';
import { MenuIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AccountFooter } from './account-footer';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { ScreenSkeleton } from './screen-skeleton';

/** Sidebar on wide screens, a top bar with a slide-in menu below 768 px; each screen renders in <main>. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only z-50 rounded-control bg-background p-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col gap-6 border-r border-border p-4 md:flex">
        <Logo />
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto">
          <NavLinks />
        </nav>
        <ThemeToggle className="self-start" />
        <AccountFooter />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex items-center justify-between gap-3 border-b border-border bg-background px-4 py-3 md:hidden">
          <Logo />
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <MenuIcon aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription className="sr-only">Dashboard screens, theme and account</SheetDescription>
              <nav aria-label="Dashboard">
                <NavLinks onNavigate={close} />
              </nav>
              <ThemeToggle className="self-start" />
              <AccountFooter />
            </SheetContent>
          </Sheet>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 outline-none sm:px-6 md:py-8">
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
