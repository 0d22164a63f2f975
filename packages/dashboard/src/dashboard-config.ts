import type { Scope } from '@pagewise/sdk';
import { BarChart3Icon, FileTextIcon, HomeIcon, KeyRoundIcon, MessageCircleQuestionMarkIcon, MessageSquareTextIcon, MessagesSquareIcon, PanelsTopLeftIcon, UserRoundIcon, WebhookIcon } from 'lucide-react';

/** Navigation, links and the product's constants the dashboard's screens read. */
export const dashboardConfig = {
  name: 'Pagewise',
  /** Time limit of every call (see docs/dashboard.md). */
  requestTimeoutMs: 15_000,
  /** Time limit of one PDF upload (a 2 MB file on a slow line). */
  uploadTimeoutMs: 120_000,
  /** PDFs sent at the same time when several are dropped; the others wait their turn. */
  parallelUploads: 2,
  /** How often a document still processing is asked for its stage (the session has the admin key's 25 requests a minute). */
  documentPollMs: 2_500,
  salesEmail: 'sales@pagewise.ai',
  supportEmail: 'support@pagewise.ai',
  nav: [
    { to: '/', label: 'Home', Icon: HomeIcon },
    { to: '/documents', label: 'Documents', Icon: FileTextIcon },
    { to: '/playground', label: 'Playground', Icon: MessageSquareTextIcon },
    { to: '/conversations', label: 'Conversations', Icon: MessagesSquareIcon },
    { to: '/keys', label: 'API keys', Icon: KeyRoundIcon },
    { to: '/widget', label: 'Widget', Icon: PanelsTopLeftIcon },
    { to: '/usage', label: 'Usage', Icon: BarChart3Icon },
    { to: '/questions', label: 'Questions', Icon: MessageCircleQuestionMarkIcon },
    { to: '/webhooks', label: 'Webhooks', Icon: WebhookIcon },
    { to: '/account', label: 'Account', Icon: UserRoundIcon },
  ],
  scopes: [
    { scope: 'chat:query', label: 'Ask questions (chat and stream)' },
    { scope: 'chat:history', label: 'Read chat history' },
    { scope: 'documents:upload', label: 'Upload documents' },
    { scope: 'documents:list', label: 'List and read documents' },
    { scope: 'documents:delete', label: 'Delete documents' },
    { scope: 'apikeys:revoke', label: 'List and revoke keys' },
    { scope: 'analytics:view', label: 'View analytics' },
    { scope: 'webhooks:manage', label: 'Manage webhooks' },
  ] satisfies { scope: Scope; label: string }[],
} as const;
