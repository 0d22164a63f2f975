import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder shown while content loads (motion stops under prefers-reduced-motion). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-control bg-surface', className)} {...props} />;
}
