import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from './theme-script.js';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

interface ThemeState {
  /** What the visitor chose ("system" follows the operating system). */
  theme: Theme;
  /** What is shown now. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Same effect as the inline head script (theme-script.js), for changes after the page has loaded. */
export function applyTheme(theme: Theme, resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  root.dataset.theme = theme;
}

// The stored choice and the system setting are outside stores: pages rendered ahead of time (and the first,
// hydrating render) see "system" and light, then React re-renders with the visitor's values.
const choiceListeners = new Set<() => void>();
const subscribeChoice = (listener: () => void) => {
  choiceListeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === THEME_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    choiceListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
const subscribeSystem = (listener: () => void) => {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const systemTheme = (): ResolvedTheme => (typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** Light, dark or system (the default), remembered in localStorage under "pagewise-theme", shared across tabs. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore<Theme>(subscribeChoice, readStoredTheme, () => 'system');
  const system = useSyncExternalStore<ResolvedTheme>(subscribeSystem, systemTheme, () => 'light');
  const resolvedTheme = theme === 'system' ? system : theme;

  useEffect(() => applyTheme(theme, resolvedTheme), [theme, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage; the page keeps the theme it has.
    }
    for (const listener of choiceListeners) listener();
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used within a ThemeProvider');
  return state;
}
