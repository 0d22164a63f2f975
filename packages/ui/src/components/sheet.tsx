import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/** A panel that slides in from the side (the mobile menu). Radix locks page scroll while it is open. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export function SheetContent({ className, children, side = 'right', ...props }: ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right' }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-testid="sheet-backdrop" className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[pw-fade-in_200ms_ease-out]" />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-[85vw] max-w-[350px] flex-col gap-6 overflow-y-auto border-border bg-background p-6 text-foreground shadow-xl',
          side === 'right'
            ? 'right-0 border-l data-[state=open]:animate-[pw-slide-in-right_250ms_ease-out]'
            : 'left-0 border-r data-[state=open]:animate-[pw-slide-in-left_250ms_ease-out]',
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className={cn('absolute top-5 right-5 rounded-control p-1 text-muted hover:text-foreground', focusRing)}>
          <XIcon aria-hidden className="size-5" strokeWidth={1.5} />
          <span className="sr-only">Close menu</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = ({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) => (
  <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
);

export const SheetDescription = ({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) => (
  <SheetPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />
);
