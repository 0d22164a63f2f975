import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { LandingPage } from './routes/landing/landing-page';
import { docsRoute } from './routes/docs/docs-routes';

/** Each route but the landing page is its own chunk, loaded when it is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'features', ...page(() => import('./routes/features/features-page')) },
      { path: 'services', ...page(() => import('./routes/services/services-page')) },
      { path: 'pricing', ...page(() => import('./routes/pricing/pricing-page')) },
      { path: 'contact', ...page(() => import('./routes/contact/contact-page')) },
      { path: 'about', ...page(() => import('./routes/about/about-page')) },
      { path: 'api', ...page(() => import('./routes/api/api-page')) },
      { path: 'terms', ...page(() => import('./routes/terms/terms-page')) },
      { path: 'privacy', ...page(() => import('./routes/privacy/privacy-page')) },
      { path: 'signup', ...page(() => import('./routes/signup/signup-page')) },
      { path: 'login', ...page(() => import('./routes/login/login-page')) },
      { path: 'verify-email', ...page(() => import('./routes/verify-email/verify-email-page')) },
      { path: 'forgot-password', ...page(() => import('./routes/forgot-password/forgot-password-page')) },
      docsRoute,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createSiteRouter = () => createBrowserRouter(siteRoutes);
