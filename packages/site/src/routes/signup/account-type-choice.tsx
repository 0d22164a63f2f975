import { cn, focusRing } from '@pagewise/ui';
import { Building2Icon, ChevronRightIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AccountType } from './signup-schema';

const CHOICES = [
  { type: 'personal', title: 'Personal', lead: 'For professionals and creators working on their own documents.', Icon: UserIcon },
  { type: 'organization', title: 'Organization', lead: 'For enterprises, institutions and teams sharing documents.', Icon: Building2Icon },
] as const;

/** Step 1: Personal or Organization. */
export function AccountTypeChoice({ onChoose }: { onChoose: (type: AccountType) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Choose your account type</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ type, title, lead, Icon }) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onChoose(type)}
              className={cn(
                'group flex h-full w-full flex-col gap-3 rounded-card border border-border bg-background p-5 text-left',
                'transition-colors duration-200 ease-out hover:border-accent-text hover:bg-surface',
                focusRing,
              )}
            >
              <span className="flex items-center justify-between">
                <Icon aria-hidden className="size-6 text-accent-text" strokeWidth={1.5} />
                <ChevronRightIcon aria-hidden className="size-5 text-muted transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={1.5} />
              </span>
              <span className="text-lg font-semibold">{title}</span>
              <span className="text-sm text-muted">{lead}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
