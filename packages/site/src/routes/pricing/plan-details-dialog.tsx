import { Button, cn, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, focusRing } from '@pagewise/ui';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { siteConfig } from '../../site-config';
import type { Plan } from './plans-query';
import { usePaging } from './use-paging';

/**
 * A plan's features, 4 to a page; the arrows wrap around at both ends and the dots jump to a page. Closing it
 * puts focus back on the button that opened it.
 */
export function PlanDetailsDialog({ plan, opener, onClose }: { plan: Plan; opener: HTMLElement | null; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{plan.title} plan details</DialogTitle>
          <DialogDescription>{plan.description}</DialogDescription>
        </DialogHeader>
        <FeaturePages features={plan.features} planTitle={plan.title} />
      </DialogContent>
    </Dialog>
  );
}

function FeaturePages({ features, planTitle }: { features: string[]; planTitle: string }) {
  const { page, pageCount, items, next, previous, goTo } = usePaging(features, siteConfig.planFeaturesPerPage);
  return (
    <div>
      <ul aria-label={`${planTitle} features, page ${page + 1} of ${pageCount}`} className="flex min-h-44 flex-col gap-3" data-testid="plan-features">
        {items.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon aria-hidden className="mt-1 size-4 shrink-0 text-accent-text" strokeWidth={1.5} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center justify-between gap-4">
        <Button variant="outline" size="icon" onClick={previous} aria-label="Previous features">
          <ChevronLeftIcon aria-hidden />
        </Button>
        <div className="flex items-center gap-1" role="group" aria-label="Feature pages">
          {Array.from({ length: pageCount }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Page ${i + 1} of ${pageCount}`}
              aria-current={i === page ? 'true' : undefined}
              className={cn('inline-flex h-6 min-w-6 items-center justify-center rounded-full', focusRing)}
            >
              <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full transition-all duration-200', i === page ? 'w-5 bg-accent-text' : 'bg-muted')} />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" onClick={next} aria-label="Next features">
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
