import { cn, focusRing } from '@pagewise/ui';
import { ChevronRightIcon, SearchIcon } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Link } from 'react-router';
import { DOC_GROUPS, filterGroups, INITIALLY_OPEN } from './docs-nav';
import { useShortcutHint } from './use-search-shortcut';

interface SidebarProps {
  query: string;
  onQueryChange: (query: string) => void;
  activeId: string;
  searchRef?: Ref<HTMLInputElement>;
  /** Called when the reader follows a link (the mobile overlay closes). */
  onNavigate?: () => void;
  /** Tells the desktop and mobile copies' ids apart. */
  idPrefix: string;
}

/** Search box and collapsible groups. While a query is typed every matching group is shown open. */
export function DocsSidebar({ query, onQueryChange, activeId, searchRef, onNavigate, idPrefix }: SidebarProps) {
  const [open, setOpen] = useState<string[]>(() => {
    const activeGroup = DOC_GROUPS.find((group) => group.items.some((item) => item.id === activeId));
    return [...new Set([...INITIALLY_OPEN, ...(activeGroup ? [activeGroup.id] : [])])];
  });
  const hint = useShortcutHint();
  const searching = query.trim() !== '';
  const groups = filterGroups(query);
  const toggle = (id: string) => setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <SearchIcon aria-hidden strokeWidth={1.5} className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          ref={searchRef}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search docs..."
          aria-label="Search docs"
          aria-keyshortcuts={hint === '⌘K' ? 'Meta+K /' : 'Control+K /'}
          className={cn('h-10 w-full rounded-control border border-border bg-background pr-16 pl-9 text-sm placeholder:text-muted', focusRing)}
        />
        <kbd aria-hidden className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-border bg-surface px-1.5 py-0.5 font-mono text-xs text-muted">
          {hint}
        </kbd>
      </div>
      <nav aria-label="Documentation">
        {groups.length === 0 && <p className="px-2 text-sm text-muted">No results for “{query.trim()}”.</p>}
        <ul className="flex flex-col gap-1">
          {groups.map((group) => {
            const expanded = searching || open.includes(group.id);
            const listId = `${idPrefix}-group-${group.id}`;
            return (
              <li key={group.id}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggle(group.id)}
                  disabled={searching}
                  className={cn('flex w-full items-center justify-between rounded-control px-2 py-1.5 text-left text-sm font-semibold hover:bg-surface disabled:cursor-default', focusRing)}
                >
                  {group.title}
                  <ChevronRightIcon aria-hidden strokeWidth={1.5} className={cn('size-4 text-muted transition-transform duration-150 motion-reduce:transition-none', expanded && 'rotate-90')} />
                </button>
                <ul id={listId} hidden={!expanded} className="mt-1 mb-2 flex flex-col gap-0.5 border-l border-border pl-2 ml-2">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        to={`/docs/${item.id}`}
                        onClick={onNavigate}
                        aria-current={item.id === activeId ? 'page' : undefined}
                        className={cn(
                          'block rounded-control px-2 py-1.5 text-sm text-muted hover:bg-surface hover:text-foreground',
                          'aria-[current=page]:bg-surface aria-[current=page]:font-medium aria-[current=page]:text-accent-text',
                          focusRing,
                        )}
                      >
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
