/** The scopes a key can hold (docs/api-keys-and-limits.md, "Scopes"). The admin key holds all of them. */
export const SCOPES = [
  'chat:query',
  'chat:history',
  'documents:upload',
  'documents:delete',
  'documents:list',
  'apikeys:create',
  'apikeys:revoke',
  'analytics:view',
  'webhooks:manage',
] as const;

export type Scope = (typeof SCOPES)[number];

/** How the OpenAPI document names the scope enum, wherever a property lists scopes. */
export const SCOPE_SCHEMA = { enum: SCOPES, enumName: 'Scope', enumSchema: { description: 'A permission an API key holds.' } };
