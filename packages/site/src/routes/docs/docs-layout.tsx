import { Sheet, SheetContent, SheetTitle, cn, focusRing } from '@pagewise/ui';
import { PanelLeftIcon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DEFAULT_ITEM } from './docs-nav';
import { DocsSidebar } from './docs-sidebar';
import { useSearchShortcut } from './use-search-shortcut';

const WIDE = '(min-width: 1024px)';

/** The documentation screen: the sidebar on the left (an overlay on small screens) and the page. */
export default function DocsLayout() {
  const { pathname } = useLocation();
  const activeId = pathname.replace(/^\/docs\/?/, '').replace(/\/$/, '') || DEFAULT_ITEM;
  const [query, setQuery] = useState('');
  const [mobileOpen, setMobileOpen] = useState(false);
  const desktopSearch = useRef<HTMLInputElement>(null);
  const mobileSearch = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const focusSearch = useCallback(() => {
    if (window.matchMedia(WIDE).matches) {
      desktopSearch.current?.focus();
      desktopSearch.current?.select();
    } else {
      // The overlay's search box exists once the sheet has opened; Radix focuses the first field then.
      setMobileOpen(true);
      requestAnimationFrame(() => mobileSearch.current?.focus());
    }
  }, []);
  useSearchShortcut(focusSearch);

  return (
    <div className="mx-auto flex w-full max-w-[1440px]">
      <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 overflow-y-auto border-r border-border p-4 lg:block">
        <DocsSidebar idPrefix="desktop" query={query} onQueryChange={setQuery} activeId={activeId} searchRef={desktopSearch} />
      </aside>
      <div className="min-w-0 flex-1">
        <div className="sticky top-16 z-10 border-b border-border bg-background px-4 py-2 lg:hidden">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-haspopup="dialog"
            onClick={() => setMobileOpen(true)}
            className={cn('inline-flex h-10 items-center gap-2 rounded-control px-2 text-sm font-medium hover:bg-surface', focusRing)}
          >
            <PanelLeftIcon aria-hidden strokeWidth={1.5} className="size-5" />
            Documentation menu
          </button>
        </div>
        <Outlet />
      </div>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          side="left"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            mobileSearch.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
        >
          <SheetTitle>Documentation</SheetTitle>
          <DocsSidebar
            idPrefix="mobile"
            query={query}
            onQueryChange={setQuery}
            activeId={activeId}
            searchRef={mobileSearch}
            onNavigate={() => setMobileOpen(false)}
          />
        </SheetContent>
      </Sheet>
    </div>
  );
}
