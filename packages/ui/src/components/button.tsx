import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium',
    'transition-colors duration-200 ease-out disabled:pointer-events-none disabled:opacity-60',
    '[&_svg]:size-[1.1em] [&_svg]:shrink-0 [&_svg]:stroke-[1.5]',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-accent text-on-accent hover:bg-accent-hover',
        secondary: 'bg-surface text-foreground hover:bg-border',
        outline: 'border border-border bg-background text-foreground hover:bg-surface',
        ghost: 'text-foreground hover:bg-surface',
        link: 'text-link underline-offset-4 hover:underline',
        // Destructive actions (delete, revoke): the danger colour as text, which keeps AA contrast in both themes.
        danger: 'border border-danger bg-background font-semibold text-danger hover:bg-surface',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one (<Button asChild><Link to="/contact">…</Link></Button>). */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />;
}
