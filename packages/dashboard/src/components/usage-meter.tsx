import { cn } from '@pagewise/ui';
import { ofLimit } from '../lib/format';

/** "Documents: 1 of 5", with a bar that turns amber near the cap (a full plan is a fact, not an error). */
export function UsageMeter({ label, used, limit }: { label: string; used: number | null; limit: number | null }) {
  if (used === null) return null;
  const share = limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted">{ofLimit(used, limit)}</span>
      </div>
      {limit !== null && (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={ofLimit(used, limit)}
          className="h-2 overflow-hidden rounded-full bg-surface"
        >
          <div className={cn('h-full rounded-full', share >= 0.8 ? 'bg-warning' : 'bg-accent')} style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}
