import { useEffect, useSyncExternalStore } from 'react';

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** "⌘K" on Apple systems, "Ctrl K" elsewhere; read after hydration (the server renders "Ctrl K"). */
export function useShortcutHint(): string {
  return useSyncExternalStore(
    () => () => {},
    () => (isMac() ? '⌘K' : 'Ctrl K'),
    () => 'Ctrl K',
  );
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Cmd+K on macOS, Ctrl+K elsewhere, and "/" call `focusSearch`. "/" is left alone while the reader types in a
 * field (the Try it console has many), Cmd/Ctrl+K always works.
 */
export function useSearchShortcut(focusSearch: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modifier = isMac() ? event.metaKey : event.ctrlKey;
      const withK = modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typingIn(event.target);
      if (!withK && !slash) return;
      event.preventDefault();
      focusSearch();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusSearch]);
}
