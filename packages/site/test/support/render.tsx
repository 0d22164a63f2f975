import { ThemeProvider } from '@pagewise/ui';
import { Toaster } from '@pagewise/ui/toaster';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../../src/auth/auth-provider';

interface RenderOptions {
  path?: string;
  /** The session provider, which asks for the profile at start (the test's msw server answers). */
  auth?: boolean;
  /** The toaster, for screens that report through toasts. */
  toasts?: boolean;
  /** Other screens the test may navigate to, by path. */
  routes?: Record<string, ReactElement>;
}

/** Renders a screen the way the app does (query client, theme, router), at `path`, with retries off. */
export function renderScreen(element: ReactElement, { path = '/', auth = false, toasts = false, routes = {} }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...Object.entries(routes).map(([p, e]) => ({ path: p, element: e })), { path: '*', element }], { initialEntries: [path] });
  const routed = <RouterProvider router={router} />;
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {auth ? <AuthProvider>{routed}</AuthProvider> : routed}
          {toasts && <Toaster />}
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
}
