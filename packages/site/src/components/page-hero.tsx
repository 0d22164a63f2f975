import type { ReactNode } from 'react';

/** The top band of an inner page: one h1, a lead, optional actions and a note under them. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  note,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <section className="border-b border-border bg-surface">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-24">
        {eyebrow && <div className="mb-5">{eyebrow}</div>}
        <h1 className="max-w-3xl text-4xl font-bold sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg text-muted">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        {note && <div className="mt-6 text-sm text-muted">{note}</div>}
      </div>
    </section>
  );
}
