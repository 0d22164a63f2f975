import type { ReactNode } from 'react';

/**
 * The frame of the account screens (signup, sign-in, verification, password reset): one centred panel with the
 * screen's h1, a lead and its content. `width` wide holds the signup form's two columns.
 */
export function AccountPanel({ title, lead, icon, children, width = 'narrow' }: { title: ReactNode; lead?: ReactNode; icon?: ReactNode; children: ReactNode; width?: 'narrow' | 'wide' }) {
  return (
    <div className="bg-surface px-4 py-12 sm:px-6 sm:py-16">
      <div className={`mx-auto rounded-card border border-border bg-background p-6 sm:p-8 ${width === 'wide' ? 'max-w-2xl' : 'max-w-md'}`}>
        {icon && <div className="mb-4 flex justify-center text-accent-text">{icon}</div>}
        <h1 className={`text-2xl font-bold sm:text-3xl ${icon ? 'text-center' : ''}`}>{title}</h1>
        {lead && <p className={`mt-2 text-muted ${icon ? 'text-center' : ''}`}>{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
