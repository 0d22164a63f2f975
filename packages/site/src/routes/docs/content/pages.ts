import type { MDXContent } from 'mdx/types';

type Page = () => Promise<{ default: MDXContent }>;

/** The items that have a written page; every other item of docs-nav.ts shows "Coming Soon". */
export const contentPages: Record<string, Page> = {
  introduction: () => import('./introduction.mdx'),
  'quick-start': () => import('./quick-start.mdx'),
  authentication: () => import('./authentication.mdx'),
  'api-keys': () => import('./api-keys.mdx'),
  scopes: () => import('./scopes.mdx'),
  'rate-limiting': () => import('./rate-limiting.mdx'),
  'doc-upload': () => import('./doc-upload.mdx'),
  'doc-list': () => import('./doc-list.mdx'),
  'doc-get': () => import('./doc-get.mdx'),
  'doc-delete': () => import('./doc-delete.mdx'),
  'doc-process': () => import('./doc-process.mdx'),
  'chat-send': () => import('./chat-send.mdx'),
  'chat-stream': () => import('./chat-stream.mdx'),
  'chat-history': () => import('./chat-history.mdx'),
  'chat-context': () => import('./chat-context.mdx'),
  'usage-metrics': () => import('./usage-metrics.mdx'),
  'webhook-setup': () => import('./webhook-setup.mdx'),
  'webhook-events': () => import('./webhook-events.mdx'),
  'webhook-security': () => import('./webhook-security.mdx'),
  javascript: () => import('./javascript.mdx'),
};
