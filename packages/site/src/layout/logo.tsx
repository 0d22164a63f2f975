import { cn } from '@pagewise/ui';
import { Link } from 'react-router';

/** The mark and the name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-control text-lg font-bold tracking-tight', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M10 8h8a6 6 0 0 1 0 12h-4v4h-4z" fill="#fff" />
        <path d="M14 12h4a2 2 0 0 1 0 4h-4z" fill="#0f766e" />
      </svg>
      Pagewise
    </Link>
  );
}
