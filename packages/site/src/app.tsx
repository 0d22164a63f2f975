import { ThemeProvider } from '@pagewise/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AuthProvider } from './auth/auth-provider';
import { showArrivalNotice } from './auth/arrival-notice';

// Toasts only follow an action, so their code (sonner) loads after the first paint. A toast() called before it
// has loaded is not shown; see docs/site.md.
// Once it listens, a notice the page arrived with is shown (effects run child first, so sonner already listens).
const Toaster = lazy(() =>
  import('@pagewise/ui/toaster').then((m) => ({
    default: function ToasterWithArrivalNotice() {
      useEffect(showArrivalNotice, []);
      return <m.Toaster />;
    },
  })),
);

/** Providers shared by every screen (server state, theme, session, toasts) around the router; the same in the browser and ahead of time. */
export function App({ router }: { router: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  // Mounted after hydration, so pages rendered ahead of time and their first browser render agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>{router}</AuthProvider>
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
