/**
 * The documentation's groups and items, in sidebar order. An item's id is its URL (/docs/<id>); an item with a
 * page in content/ shows it, any other shows "Coming Soon" (docs/docs-screen.md lists which and why).
 */
export interface DocItem {
  id: string;
  title: string;
  description: string;
}

export interface DocGroup {
  id: string;
  title: string;
  items: DocItem[];
}

export const DEFAULT_ITEM = 'introduction';
export const INITIALLY_OPEN = ['overview', 'documents', 'chat-api'];

export const DOC_GROUPS: DocGroup[] = [
  {
    id: 'overview',
    title: 'Overview',
    items: [
      { id: 'introduction', title: 'Introduction', description: 'What Pagewise does and how to reach it' },
      { id: 'quick-start', title: 'Quick Start', description: 'Upload a PDF and ask it a question' },
      { id: 'authentication', title: 'Authentication', description: 'Send your API key as a Bearer token' },
    ],
  },
  {
    id: 'authentication',
    title: 'Authentication',
    items: [
      { id: 'api-keys', title: 'API Key Management', description: 'Create, list and revoke keys' },
      { id: 'scopes', title: 'Scopes', description: 'What each key may do' },
      { id: 'rate-limiting', title: 'Rate Limiting', description: 'Requests per minute and the X-RateLimit headers' },
    ],
  },
  {
    id: 'organizations',
    title: 'Organizations',
    items: [
      { id: 'org-management', title: 'Organization Management', description: 'Create organizations and change plans' },
      { id: 'team-members', title: 'Team Members', description: 'Invite people to your organization' },
      { id: 'permissions', title: 'Permissions', description: 'Roles and what they allow' },
    ],
  },
  {
    id: 'documents',
    title: 'Documents',
    items: [
      { id: 'doc-upload', title: 'Upload Documents', description: 'Send a PDF to be indexed' },
      { id: 'doc-list', title: 'List Documents', description: "Your organization's documents and their status" },
      { id: 'doc-get', title: 'Get Document', description: 'Size, pages and processing time of one document' },
      { id: 'doc-delete', title: 'Delete Document', description: 'Remove a document for good' },
      { id: 'doc-process', title: 'Document Processing', description: 'Processing states and trying a failed document again' },
    ],
  },
  {
    id: 'chat-api',
    title: 'Chat API',
    items: [
      { id: 'chat-send', title: 'Send Message', description: 'Ask a question and get a cited answer' },
      { id: 'chat-stream', title: 'Streaming Responses', description: 'Receive the answer token by token over SSE' },
      { id: 'chat-history', title: 'Chat History', description: 'Read the messages of a session' },
      { id: 'chat-context', title: 'Conversation Context', description: 'Sessions and follow-up questions' },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    items: [
      { id: 'usage-metrics', title: 'Usage Metrics', description: 'Queries, tokens and documents per day' },
      { id: 'query-analytics', title: 'Query Analytics', description: 'What people ask and how it is answered' },
      { id: 'analytics-performance', title: 'Performance', description: 'Latency and answer quality over time' },
    ],
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    items: [
      { id: 'webhook-setup', title: 'Webhook Setup', description: 'Register an endpoint for events' },
      { id: 'webhook-events', title: 'Webhook Events', description: 'The events and their payloads' },
      { id: 'webhook-security', title: 'Webhook Security', description: 'Verify that an event came from Pagewise' },
    ],
  },
  {
    id: 'sdks',
    title: 'SDKs',
    items: [
      { id: 'javascript', title: 'JavaScript', description: 'The typed client for Node and browsers' },
      { id: 'python', title: 'Python', description: 'A client for Python' },
      { id: 'php', title: 'PHP', description: 'A client for PHP' },
    ],
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    items: [
      { id: 'sso', title: 'SSO', description: 'Single sign-on for your team' },
      { id: 'audit-logs', title: 'Audit Logs', description: 'Who did what, and when' },
      { id: 'dedicated-support', title: 'Dedicated Support', description: 'A support contact and an SLA' },
    ],
  },
];

export const ALL_ITEMS: DocItem[] = DOC_GROUPS.flatMap((group) => group.items);

export const findItem = (id: string): DocItem | undefined => ALL_ITEMS.find((item) => item.id === id);

/**
 * Groups whose title, or one of whose items' title or description, contains the query (case-insensitive).
 * A group that matches by its title keeps all its items; otherwise only the matching items stay.
 */
export function filterGroups(query: string, groups: DocGroup[] = DOC_GROUPS): DocGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return groups;
  const hit = (text: string) => text.toLowerCase().includes(needle);
  return groups.flatMap((group) => {
    if (hit(group.title)) return [group];
    const items = group.items.filter((item) => hit(item.title) || hit(item.description));
    return items.length ? [{ ...group, items }] : [];
  });
}

/** Every documentation URL, rendered ahead of time by scripts/prerender.mjs. */
export const DOCS_PATHS = ['/docs', ...ALL_ITEMS.map((item) => `/docs/${item.id}`)];
