import { cn, focusRing } from '@pagewise/ui';
import { MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '../site-config';
import { Logo } from './logo';
import { SocialIcon } from './social-icons';

const linkClass = 'rounded-control text-sm text-muted transition-colors duration-150 hover:text-foreground';

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo className="self-start" />
          <p className="max-w-sm text-sm text-muted">
            Document chat with answers that cite the page, and the custom AI tools around it. Built and run by a team that replies within{' '}
            {siteConfig.supportReplyHours} hours.
          </p>
          <a href={`mailto:${siteConfig.supportEmail}`} className={cn(linkClass, 'inline-flex items-center gap-2 self-start')}>
            <MailIcon aria-hidden className="size-4" strokeWidth={1.5} />
            {siteConfig.supportEmail}
          </a>
          <ul className="flex gap-2" aria-label="Pagewise elsewhere">
            {siteConfig.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} aria-label={s.label} className={cn('inline-flex size-10 items-center justify-center rounded-control text-muted hover:text-foreground', focusRing)}>
                  <SocialIcon icon={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Product" links={siteConfig.footer.product} />
        <LinkColumn title="Company" links={siteConfig.footer.company} />
        <LinkColumn title="Account" links={siteConfig.footer.account} />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-content px-4 py-6 text-sm text-muted sm:px-6">
          © {siteConfig.copyrightYear} Pagewise. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
