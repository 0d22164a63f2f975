import { cn } from '@pagewise/ui';
import type { ReactNode } from 'react';

/** A page band with an optional eyebrow, heading and lead paragraph, content at most 1200 px wide. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
  tone = 'plain',
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  tone?: 'plain' | 'surface';
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn('scroll-mt-20 py-16 sm:py-20', tone === 'surface' && 'bg-surface', className)}>
      <div className="mx-auto max-w-content px-4 sm:px-6">
        {(eyebrow || title || lead) && (
          <div className="mb-10 max-w-2xl">
            {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
                {title}
              </h2>
            )}
            {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
