import { Button, Sheet, SheetContent, SheetDescription, SheetTitle } from '@pagewise/ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '../site-config';

/**
 * The small-screen menu: slides in from the right, at most 350 px wide. While it is open the page does not
 * scroll; a backdrop click, the close button, Escape or choosing a link closes it.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {[...siteConfig.nav, { label: 'Pricing', href: '/pricing' }].map((item) => (
            <Link key={item.href} to={item.href} onClick={close} className="rounded-control px-3 py-2 text-base font-medium hover:bg-surface">
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="flex flex-col gap-3">
          <Button asChild variant="outline" size="lg">
            <Link to="/contact" onClick={close}>
              Contact Us
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link to={siteConfig.signupHref} onClick={close}>
              Start Your AI Journey
            </Link>
          </Button>
          <p className="text-center text-sm text-muted">
            Already have an account?{' '}
            <Link to={siteConfig.loginHref} onClick={close} className="font-medium text-link underline">
              Sign in
            </Link>
          </p>
        </div>
        <SheetDescription className="mt-auto">
          Need help? Write to{' '}
          <a className="text-link underline" href={`mailto:${siteConfig.supportEmail}`}>
            {siteConfig.supportEmail}
          </a>
          . We reply within {siteConfig.supportReplyHours} hours.
        </SheetDescription>
      </SheetContent>
    </Sheet>
  );
}
