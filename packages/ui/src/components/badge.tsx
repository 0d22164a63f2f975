import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      accent: 'bg-accent text-on-accent',
      outline: 'border border-border text-foreground',
      muted: 'bg-surface text-muted',
    },
  },
  defaultVariants: { variant: 'accent' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
