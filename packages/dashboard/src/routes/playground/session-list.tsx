import { Button, cn, focusRing } from '@pagewise/ui';
import { PlusIcon } from 'lucide-react';
import { formatDateTime } from '../../lib/format';
import type { ChatSession } from './chat-sessions';

/** Earlier sessions of this browser; choosing one loads its history. */
export function SessionList({ sessions, current, onSelect, onNew }: { sessions: ChatSession[]; current: string; onSelect: (id: string) => void; onNew: () => void }) {
  return (
    <nav aria-label="Sessions" className="flex flex-col gap-2">
      <Button variant="outline" size="sm" onClick={onNew}>
        <PlusIcon aria-hidden />
        New session
      </Button>
      {sessions.length > 0 && (
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto md:max-h-none">
          {sessions.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-current={s.id === current ? 'true' : undefined}
                onClick={() => onSelect(s.id)}
                className={cn('w-full rounded-control px-3 py-2 text-left text-sm hover:bg-surface aria-[current=true]:bg-surface', focusRing)}
              >
                <span className="block truncate font-medium">{s.title}</span>
                <span className="block text-xs text-muted">{formatDateTime(s.updatedAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
