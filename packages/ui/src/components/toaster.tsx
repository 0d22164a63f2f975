import type { ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../theme/theme-provider';

export { toast } from 'sonner';

/**
 * Toasts at the bottom right. Sonner's defaults are the product's toast constants, so they are left as they are:
 * 4000 ms, 3 visible, 356 px wide, 14 px apart, dismissed by a 45 px swipe.
 */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  const { resolvedTheme } = useTheme();
  return <Sonner position="bottom-right" theme={resolvedTheme} closeButton {...props} />;
}
