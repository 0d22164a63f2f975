/** The scopes of the specification (doc-chat-platform §6). The admin key holds all of them. */
export const SCOPES = [
  'chat:query',
  'chat:history',
  'documents:upload',
  'documents:delete',
  'documents:list',
  'apikeys:create',
  'apikeys:revoke',
  'analytics:view',
] as const;

export type Scope = (typeof SCOPES)[number];
