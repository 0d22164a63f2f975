import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/** Shared look of text fields; aria-invalid turns the border red. */
export const fieldClasses = cn(
  'w-full rounded-control border border-border bg-background px-3 py-2 text-base text-foreground',
  'placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
  focusRing,
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
