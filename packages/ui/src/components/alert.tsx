import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const alertVariants = cva('rounded-control border p-4 text-sm', {
  variants: {
    tone: {
      info: 'border-border bg-surface text-foreground',
      success: 'border-success bg-background text-success',
      danger: 'border-danger bg-background text-danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** A message about the page's state. Danger alerts are announced at once (role="alert"), others politely. */
export function Alert({ className, tone, role, ...props }: AlertProps) {
  return <div role={role ?? (tone === 'danger' ? 'alert' : 'status')} className={cn(alertVariants({ tone }), className)} {...props} />;
}
