import { cn } from '@pagewise/ui';
import { ofLimit } from '../lib/format';

/**
 * "Documents: 1 of 5". Things used up as you work (documents, today's queries) turn the bar amber at 80 % of the
 * cap, a warning that the plan is about to stop you. An `allowance` (the API keys: a Free plan's one admin key is
 * "1 of 1" from the first minute) is normal when full, so it turns amber only above the cap (after a downgrade).
 * docs/dashboard.md, "Usage meters".
 */
export function UsageMeter({ label, used, limit, allowance = false, hint }: { label: string; used: number | null; limit: number | null; allowance?: boolean; hint?: string }) {
  if (used === null) return null;
  const share = limit ? Math.min(1, used / limit) : 0;
  const warn = limit !== null && (allowance ? used > limit : share >= 0.8);
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
          <div data-warning={warn} className={cn('h-full rounded-full', warn ? 'bg-warning' : 'bg-accent')} style={{ width: `${share * 100}%` }} />
        </div>
      )}
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </div>
  );
}
