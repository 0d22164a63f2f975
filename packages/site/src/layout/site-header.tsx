import { Button, cn, ThemeToggle } from '@pagewise/ui';
import { Link } from 'react-router';
import { siteConfig } from '../site-config';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useScrolledPast } from './use-scrolled-past';

export const navLinkClass = 'rounded-control px-3 py-2 text-sm font-medium text-muted transition-colors duration-150 hover:text-foreground';

/** Fixed at the top; solid at rest, translucent once the page is scrolled more than 10 px. */
export function SiteHeader() {
  const scrolled = useScrolledPast(siteConfig.headerScrollPx);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200',
        scrolled ? 'border-border bg-header-translucent backdrop-blur-md' : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-content items-center gap-2 px-4 sm:px-6">
        <Logo className="mr-auto" />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {siteConfig.nav.map((item) => (
            <Link key={item.href} to={item.href} className={navLinkClass}>
              {item.label}
            </Link>
          ))}
        </nav>
        <ThemeToggle className="ml-2" />
        <Link to={siteConfig.loginHref} className={cn(navLinkClass, 'ml-2 hidden md:inline-flex')}>
          Sign in
        </Link>
        <Button asChild className="ml-1 hidden md:inline-flex">
          <Link to={siteConfig.signupHref}>Start Your AI Journey</Link>
        </Button>
        <MobileMenu />
      </div>
    </header>
  );
}
