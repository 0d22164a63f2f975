import { cn, Skeleton } from '@pagewise/ui';

/** A grey block while something loads, announced once by its label ("Loading your keys"). */
export function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn('flex', className)}>
      <Skeleton className="flex-1" />
    </div>
  );
}
