import { Skeleton } from '@pagewise/ui';

/** Shown while a screen's code or first data loads. */
export function ScreenSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}
