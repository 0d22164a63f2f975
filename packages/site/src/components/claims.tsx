import { BadgeCheckIcon, CpuIcon, LanguagesIcon } from 'lucide-react';
import { siteConfig } from '../site-config';

const ITEMS = [
  { text: siteConfig.claims.trustedBy, icon: BadgeCheckIcon },
  { text: siteConfig.claims.localModels, icon: CpuIcon },
  { text: siteConfig.claims.languages, icon: LanguagesIcon },
] as const;

/** The platform's claims (trust, the cost of local models, languages), as a short list under a hero's buttons. */
export function Claims({ only }: { only?: readonly (keyof typeof siteConfig.claims)[] }) {
  const keys = Object.keys(siteConfig.claims) as (keyof typeof siteConfig.claims)[];
  const shown = ITEMS.filter((_, i) => !only || only.includes(keys[i]));
  return (
    <ul aria-label="Why teams choose Pagewise" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
      {shown.map(({ text, icon: Icon }) => (
        <li key={text} className="inline-flex items-center gap-2">
          <Icon aria-hidden className="size-4 shrink-0 text-accent-text" strokeWidth={1.5} />
          {text}
        </li>
      ))}
    </ul>
  );
}
