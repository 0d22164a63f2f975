import { Badge, Button, Card, cn } from '@pagewise/ui';
import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from './format-price';
import type { Plan } from './plans-query';

export type Billing = 'monthly' | 'yearly';

const PREVIEW_FEATURES = 6;

/**
 * One plan: price, what it includes, and its action. Free's button opens its details; Pro starts a trial at
 * sign-up; Enterprise is not on sale yet (docs/decisions.md).
 */
export function PlanCard({ plan, billing, onShowDetails }: { plan: Plan; billing: Billing; onShowDetails: () => void }) {
  const price = billing === 'monthly' ? plan.monthly_price : plan.yearly_price;
  const isEnterprise = plan.name === 'enterprise';
  const features = isEnterprise ? plan.features : plan.features.slice(0, PREVIEW_FEATURES);
  const headingId = `plan-${plan.name}`;
  return (
    <Card aria-labelledby={headingId} role="article" className={cn('relative flex flex-col p-6', plan.popular && 'border-2 border-accent-text')}>
      {plan.popular && <Badge className="absolute -top-3 left-6">Most Popular</Badge>}
      <h2 id={headingId} className="text-xl font-semibold">
        {plan.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(price, plan.currency)}</span>
        {price !== null && <span className="text-muted">/{billing === 'monthly' ? 'month' : 'year'}</span>}
      </p>
      <p className="mt-1 min-h-6 text-sm text-muted">
        {billing === 'monthly' && plan.yearly_price ? `or ${formatPrice(plan.yearly_price, plan.currency)} per year` : plan.monthly_price === 0 ? 'Free forever' : isEnterprise ? 'Priced for your organization' : ''}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-text" strokeWidth={1.5} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-2">
        {plan.name === 'free' && (
          <Button size="lg" variant="outline" onClick={onShowDetails}>
            {plan.button_text}
          </Button>
        )}
        {plan.name === 'pro' && (
          <Button asChild size="lg">
            <Link to="/signup">{plan.button_text}</Link>
          </Button>
        )}
        {isEnterprise && (
          <Button size="lg" variant="secondary" disabled>
            {plan.button_text}
          </Button>
        )}
        {!isEnterprise && (
          <Button variant="link" onClick={onShowDetails} aria-label={`More Details about ${plan.title}`}>
            More Details
          </Button>
        )}
      </div>
    </Card>
  );
}
