import type { ApiKey, Document, UsageReport } from '@pagewise/sdk';

export interface ChecklistStep {
  id: 'upload' | 'ask' | 'key' | 'widget';
  title: string;
  hint: string;
  to: string;
  action: string;
  done: boolean;
}

/**
 * The four first steps, each ticked from the organization's real state: a document exists; a question was asked
 * (any chat query counted by /v1/analytics/usage in the last 90 days); a key other than the admin key exists;
 * a publishable (widget) key has answered a request.
 */
export function gettingStarted({ documents, keys, usage }: { documents: Document[]; keys: ApiKey[]; usage: UsageReport }): ChecklistStep[] {
  const widgetKeys = keys.filter((k) => k.type === 'publishable');
  return [
    { id: 'upload', title: 'Upload a PDF', hint: 'Your documents are what Pagewise answers from.', to: '/documents', action: 'Upload', done: documents.length > 0 },
    { id: 'ask', title: 'Ask a question', hint: 'Try the playground: answers cite the page they came from.', to: '/playground', action: 'Open playground', done: usage.totals.queries > 0 },
    { id: 'key', title: 'Create a key', hint: 'A scoped key for your server, or a publishable key for your website.', to: '/keys', action: 'Create key', done: keys.some((k) => !k.is_admin) },
    {
      id: 'widget',
      title: 'Install the widget',
      hint: 'One script tag puts the chat on your website.',
      to: '/widget',
      action: 'Get the tag',
      done: widgetKeys.some((k) => k.usage_count > 0 || k.last_used_at !== null),
    },
  ];
}
