import type { ChatSessionSummary } from '@pagewise/sdk';
import { Badge, cn, focusRing } from '@pagewise/ui';
import { formatDateTime, formatNumber } from '../../lib/format';

const SOURCE = { api: 'API', widget: 'Widget', playground: 'Playground' } as const;

/** Where a conversation began: "Widget · Help centre", "API · Support bot", "Playground". */
export const sourceLabel = (s: ChatSessionSummary['source']) => (s.key_name ? `${SOURCE[s.kind]} · ${s.key_name}` : SOURCE[s.kind]);

/** The conversations of a page: first question, source, turns, last activity; a click opens one. */
export function SessionTable({ sessions, openId, onOpen }: { sessions: ChatSessionSummary[]; openId: string | null; onOpen: (sessionId: string) => void }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-card border border-border" aria-label="Conversations">
      {sessions.map((s) => (
        <li key={s.session_id}>
          <button
            type="button"
            aria-current={s.session_id === openId ? 'true' : undefined}
            onClick={() => onOpen(s.session_id)}
            className={cn('flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-surface', s.session_id === openId && 'bg-surface', focusRing)}
          >
            <span className="line-clamp-2 font-medium">{s.first_question}</span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span>{sourceLabel(s.source)}</span>
              <span>
                {formatNumber(s.turns)} {s.turns === 1 ? 'question' : 'questions'}
              </span>
              <span>Last {formatDateTime(s.last_activity_at)}</span>
              {s.not_found > 0 && <Badge variant="outline">{formatNumber(s.not_found)} not found</Badge>}
              {s.rated_down > 0 && <Badge variant="outline">{formatNumber(s.rated_down)} rated down</Badge>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
