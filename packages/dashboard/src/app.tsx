import { ThemeProvider } from '@pagewise/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SessionProvider } from './auth/session-provider';
import { SessionExpiredError } from '@pagewise/protocol/account';
import { APIError } from '@pagewise/sdk';

// Toasts only follow an action, so their code (sonner) loads after the first paint.
const Toaster = lazy(() => import('@pagewise/ui/toaster').then((m) => ({ default: m.Toaster })));

const signedOut = (error: unknown) => error instanceof SessionExpiredError || (APIError.isInstance(error) && error.status === 401);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // An expired session is not retried: the app is already on its way to the sign-in page.
      queries: { retry: (count, error) => !signedOut(error) && count < 1, refetchOnWindowFocus: false },
    },
  });
}

/** Providers shared by every screen: server state, theme, the signed-in session, toasts. */
export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>{children}</SessionProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
