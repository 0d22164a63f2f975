import { Alert, Button, Skeleton } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Claims } from '../../components/claims';
import { PageHero } from '../../components/page-hero';
import { usePageMeta } from '../../lib/use-page-meta';
import { type Billing, PlanCard } from './plan-card';
import { PlanDetailsDialog } from './plan-details-dialog';
import { type Plan, plansQuery } from './plans-query';

export default function PricingPage() {
  usePageMeta('Pricing', 'Pagewise plans: Free (1 PDF, 5 chat queries a day), Pro at ₹1,000 a month (5 PDFs, 100 queries a day, 3 API keys) and Enterprise.');
  // Monthly prices are shown; the yearly price is named beside them. There is no switch between the two yet.
  const [billing] = useState<Billing>('monthly');
  const [details, setDetails] = useState<Plan | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const showDetails = (plan: Plan) => {
    opener.current = document.activeElement as HTMLElement | null;
    setDetails(plan);
  };
  const plans = useQuery(plansQuery());

  return (
    <>
      <PageHero
        title="Simple plans, real limits"
        lead="Start free with one PDF. Every number on this page comes from the limits the API enforces."
        note={<Claims only={['trustedBy', 'localModels']} />}
      >
        <Button asChild size="lg">
          <Link to="/contact">Get Started Free</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">Book a Demo</Link>
        </Button>
      </PageHero>
      <section aria-label="Plans" className="mx-auto max-w-content px-4 py-16 sm:px-6">
        {plans.isPending && (
          <div role="status" aria-label="Loading plans" className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[30rem] rounded-card" />
            ))}
          </div>
        )}
        {plans.isError && (
          <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
            <span>We could not load the plans. {plans.error.message || 'The Pagewise API could not be reached.'}</span>
            <Button variant="outline" onClick={() => plans.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {plans.data && (
          <div className="grid items-stretch gap-6 md:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanCard key={plan.name} plan={plan} billing={billing} onShowDetails={() => showDetails(plan)} />
            ))}
          </div>
        )}
        <p className="mt-12 text-center text-muted">
          Need custom limits, SSO or on-premises?{' '}
          <Link to="/contact" className="text-link underline underline-offset-4">
            Contact our sales team
          </Link>
        </p>
      </section>
      {/* Mounted only while open, so every opening starts on the first page. */}
      {details && <PlanDetailsDialog plan={details} opener={opener.current} onClose={() => setDetails(null)} />}
    </>
  );
}
