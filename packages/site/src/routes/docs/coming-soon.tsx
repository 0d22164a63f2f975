import { ConstructionIcon } from 'lucide-react';

/** What an item without a written page shows. */
export function ComingSoon() {
  return (
    <div className="mt-8 rounded-card border border-border bg-surface p-8 text-center">
      <ConstructionIcon aria-hidden strokeWidth={1.5} className="mx-auto size-8 text-muted" />
      <h2 className="mt-3 text-xl font-semibold">Coming Soon</h2>
      <p className="mt-2 text-muted">This section is under development. Check back soon for detailed documentation.</p>
    </div>
  );
}
