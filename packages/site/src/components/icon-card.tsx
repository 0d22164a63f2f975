import { Card } from '@pagewise/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card with an icon, a title and a sentence or two; the grids of every marketing page use it. */
export function IconCard({ icon: Icon, title, children, headingLevel = 3 }: { icon: LucideIcon; title: string; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="flex flex-col gap-3 p-6">
      <span className="inline-flex size-10 items-center justify-center rounded-control bg-surface text-accent-text">
        <Icon aria-hidden className="size-5" strokeWidth={1.5} />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      <div className="text-base text-muted">{children}</div>
    </Card>
  );
}
