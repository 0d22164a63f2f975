import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RouteError } from './layout/route-error';

// Every screen is its own chunk, loaded when it is first visited (the budget test weighs them).
const HomePage = lazy(() => import('./routes/home/home-page'));
const DocumentsPage = lazy(() => import('./routes/documents/documents-page'));
const PlaygroundPage = lazy(() => import('./routes/playground/playground-page'));
const ConversationsPage = lazy(() => import('./routes/conversations/conversations-page'));
const KeysPage = lazy(() => import('./routes/keys/keys-page'));
const WidgetPage = lazy(() => import('./routes/widget/widget-page'));
const UsagePage = lazy(() => import('./routes/usage/usage-page'));
const QuestionsPage = lazy(() => import('./routes/questions/questions-page'));
const WebhooksPage = lazy(() => import('./routes/webhooks/webhooks-page'));
const AccountPage = lazy(() => import('./routes/account/account-page'));

export const dashboardRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'documents', element: <DocumentsPage /> },
      { path: 'playground', element: <PlaygroundPage /> },
      { path: 'conversations', element: <ConversationsPage /> },
      { path: 'keys', element: <KeysPage /> },
      { path: 'widget', element: <WidgetPage /> },
      { path: 'usage', element: <UsagePage /> },
      { path: 'questions', element: <QuestionsPage /> },
      { path: 'webhooks', element: <WebhooksPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createDashboardRouter = () => createBrowserRouter(dashboardRoutes);
