import { Badge } from '@pagewise/ui';
import type { ApiKey } from '@pagewise/sdk';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { RevokeKeyDialog } from './revoke-key-dialog';
import { NameText } from '../../components/name-text';

const statusText = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;

/** Scoped and publishable keys: a card each, so nothing scrolls sideways at 360 px. */
export function KeyList({ apiKeys }: { apiKeys: ApiKey[] }) {
  if (apiKeys.length === 0) return <p className="text-muted">No other keys yet. Create a scoped key for a server, or a publishable key for the widget.</p>;
  return (
    <ul className="text-table flex flex-col gap-3">
      {apiKeys.map((k) => (
        <li key={k.id} aria-label={k.name} className="flex flex-col gap-2 rounded-card border border-border p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-[12rem] flex-1 basis-0">
              <p className="font-medium">
                <NameText name={k.name} />
              </p>
              <p className="text-sm text-muted">
                <code>{k.key_prefix}…</code> · {k.type === 'publishable' ? 'Publishable (widget)' : 'Secret, scoped'}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={k.status === 'active' ? 'accent' : 'muted'}>{statusText[k.status]}</Badge>
              {k.status === 'active' && <RevokeKeyDialog apiKey={k} />}
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Scopes</dt>
            <dd className="flex flex-wrap gap-1">
              {k.scopes.map((s) => (
                <code key={s} className="rounded-full bg-surface px-2 text-xs leading-5">
                  {s}
                </code>
              ))}
            </dd>
            {k.type === 'publishable' && (
              <>
                <dt className="text-muted">Origins</dt>
                <dd className="break-all">{k.allowed_origins.join(', ')}</dd>
              </>
            )}
            <dt className="text-muted">Expires</dt>
            <dd>{formatDate(k.expires_at, 'Never')}</dd>
            <dt className="text-muted">Last used</dt>
            <dd>{formatDateTime(k.last_used_at)}</dd>
            <dt className="text-muted">Requests</dt>
            <dd>{formatNumber(k.usage_count)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
