import { cn, focusRing } from '@pagewise/ui';
import { Link } from 'react-router';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className={cn('inline-flex items-center gap-2 rounded-control text-lg font-bold tracking-tight', focusRing)}>
      <span aria-hidden className="inline-flex size-7 items-center justify-center rounded-[8px] bg-accent text-sm text-on-accent">
        P
      </span>
      Pagewise
    </Link>
  );
}
