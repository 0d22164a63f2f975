import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@pagewise/ui';
import type { Plan } from '@pagewise/sdk';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/error-state';
import { dashboardConfig } from '../../dashboard-config';
import type { PlanName } from '../../lib/plan-names';
import { plansQuery } from '../../lib/queries';
import { Loading } from '../../components/loading';

const price = (plan: Plan) =>
  plan.monthly_price === null ? 'Custom pricing' : plan.monthly_price === 0 ? 'Free' : `₹${plan.monthly_price.toLocaleString('en-IN')} a month or ₹${plan.yearly_price?.toLocaleString('en-IN')} a year`;

/** The plans as the API enforces them, the current one marked, and how to move to another. */
export function PlanComparison({ current, organizationId }: { current: PlanName; organizationId: string }) {
  const plans = useQuery(plansQuery());
  if (plans.error) return <ErrorState error={plans.error} what="the plans" retry={() => void plans.refetch()} />;
  if (!plans.data) return <Loading className="h-64" label="Loading the plans" />;
  const mail = (plan: Plan) =>
    `mailto:${dashboardConfig.salesEmail}?subject=${encodeURIComponent(`Move to ${plan.title}`)}&body=${encodeURIComponent(`Please move organization ${organizationId} to the ${plan.title} plan.`)}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        {plans.data.map((plan) => (
          <Card key={plan.name} className={cn(plan.name === current && 'border-accent-text')}>
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2">
                {plan.title}
                {plan.name === current && <Badge>Your plan</Badge>}
              </CardTitle>
              <CardDescription>{price(plan)}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {plan.name !== current &&
                (plan.name === 'enterprise' ? (
                  <Button asChild variant="outline" size="sm" className="self-start">
                    <a href={mail(plan)}>Contact sales</a>
                  </Button>
                ) : (
                  <Button asChild variant={plan.name === 'pro' ? 'primary' : 'outline'} size="sm" className="self-start">
                    <a href={mail(plan)}>Ask to move to {plan.title}</a>
                  </Button>
                ))}
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted">
        Plans are changed by Pagewise, not in the dashboard: write to <a className="text-link underline" href={`mailto:${dashboardConfig.salesEmail}`}>{dashboardConfig.salesEmail}</a> with your organization id (
        <code className="break-all">{organizationId}</code>). On a server you run yourself, the operator changes it with <code className="break-all">npm run pagewise -- org:plan --org {organizationId} --plan pro</code>.
      </p>
    </div>
  );
}
