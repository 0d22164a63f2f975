import { DOC_GROUPS, filterGroups, INITIALLY_OPEN } from './docs-nav';

describe('the documentation groups', () => {
  it('holds the groups and items of the documentation screen, in order', () => {
    expect(DOC_GROUPS.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ['Overview', ['introduction', 'quick-start', 'authentication']],
      ['Authentication', ['api-keys', 'scopes', 'rate-limiting']],
      ['Organizations', ['org-management', 'team-members', 'permissions']],
      ['Documents', ['doc-upload', 'doc-list', 'doc-get', 'doc-delete', 'doc-process']],
      ['Chat API', ['chat-send', 'chat-stream', 'chat-history', 'chat-context']],
      ['Analytics', ['usage-metrics', 'query-analytics', 'analytics-performance']],
      ['Webhooks', ['webhook-setup', 'webhook-events', 'webhook-security']],
      ['SDKs', ['javascript', 'python', 'php']],
      ['Enterprise', ['sso', 'audit-logs', 'dedicated-support']],
    ]);
    expect(INITIALLY_OPEN).toEqual(['overview', 'documents', 'chat-api']);
  });

  it('filters by a group title, keeping the whole group, case-insensitively', () => {
    const groups = filterGroups('WEBHOOKS');
    expect(groups.map((g) => g.id)).toEqual(['webhooks']);
    expect(groups[0].items).toHaveLength(3);
  });

  it("filters by an item's title or description, keeping only the matching items", () => {
    expect(filterGroups('stream').map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([['chat-api', ['chat-stream']]]);
    // "token by token" is only in the description of chat-stream.
    expect(filterGroups('token by').flatMap((g) => g.items.map((i) => i.id))).toEqual(['chat-stream']);
    expect(filterGroups('  Delete ').flatMap((g) => g.items.map((i) => i.id))).toEqual(['doc-delete']);
  });

  it('shows every group for an empty query and none for a query nothing matches', () => {
    expect(filterGroups('   ')).toBe(DOC_GROUPS);
    expect(filterGroups('kubernetes')).toEqual([]);
  });
});
