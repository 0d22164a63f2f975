import { ClockIcon, FileSearchIcon, HandshakeIcon, type LucideIcon, ShieldCheckIcon } from 'lucide-react';
import { siteConfig } from '../../site-config';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ClockIcon, title: `A reply within ${siteConfig.supportReplyHours} hours`, text: 'From an engineer who has read what you wrote.' },
  { icon: FileSearchIcon, title: 'A first version on your documents', text: 'We show Pagewise answering your own questions, with the pages cited.' },
  { icon: ShieldCheckIcon, title: 'Your data stays yours', text: 'Self-hosted or isolated per organization; nothing is used to train models.' },
  { icon: HandshakeIcon, title: 'A clear scope and price', text: 'What we will build, how we will measure it, and what it costs.' },
];

/** The side panel beside the form: what happens after you write. */
export function ContactBenefits() {
  return (
    <aside aria-labelledby="benefits-heading" className="rounded-card border border-border bg-surface p-6">
      <h2 id="benefits-heading" className="text-xl font-semibold">
        What happens next
      </h2>
      <ul className="mt-6 flex flex-col gap-5">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden className="mt-1 size-5 shrink-0 text-accent-text" strokeWidth={1.5} />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">
        Prefer email? Write to{' '}
        <a className="text-link underline" href={`mailto:${siteConfig.salesEmail}`}>
          {siteConfig.salesEmail}
        </a>
        .
      </p>
    </aside>
  );
}
