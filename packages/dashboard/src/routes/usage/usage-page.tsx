import { Card, CardContent, CardHeader, CardTitle, cn, focusRing } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/session-provider';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../layout/page-header';
import { formatNumber } from '../../lib/format';
import { usageQuery } from '../../lib/queries';
import { PlanComparison } from './plan-comparison';
import { UsageTable } from './usage-table';
import { Loading } from '../../components/loading';

const UsageCharts = lazy(() => import('./usage-charts'));
const PRESETS = [7, 30, 90] as const;

export default function UsagePage() {
  const { user } = useSession();
  const [days, setDays] = useState<(typeof PRESETS)[number]>(30);
  const usage = useQuery({ ...usageQuery(days), placeholderData: (previous) => previous });
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#plans') document.getElementById('plans')?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageHeader title="Usage" description="Chat queries and tokens per day (UTC), from every key, the widget and the playground." />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="usage-heading" className="text-lg font-semibold">
              Last {days} days
            </h2>
            <div role="group" aria-label="Period" className="inline-flex rounded-control bg-surface p-1">
              {PRESETS.map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={days === n}
                  onClick={() => setDays(n)}
                  className={cn('rounded-[8px] px-3 py-1.5 text-sm font-medium text-muted aria-pressed:bg-background aria-pressed:text-foreground', focusRing)}
                >
                  {n} days
                </button>
              ))}
            </div>
          </div>
          {usage.error ? (
            <ErrorState error={usage.error} what="usage" retry={() => void usage.refetch()} />
          ) : !usage.data ? (
            <Loading className="h-64" label="Loading usage" />
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                {(
                  [
                    ['Chat queries', usage.data.totals.queries],
                    ['Tokens', usage.data.totals.tokens],
                    ['Documents added', usage.data.totals.documents],
                  ] as const
                ).map(([label, value]) => (
                  <Card key={label}>
                    <CardHeader className="pb-2">
                      <CardTitle className="text-sm font-medium text-muted">{label}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <p className="text-2xl font-semibold" data-testid={`total-${label}`}>
                        {formatNumber(value)}
                      </p>
                    </CardContent>
                  </Card>
                ))}
              </div>
              <Suspense fallback={<Loading className="h-56" label="Loading the charts" />}>
                <UsageCharts days={usage.data.days} />
              </Suspense>
              <UsageTable days={usage.data.days} />
            </>
          )}
        </section>
        <section id="plans" aria-labelledby="plans-heading" className="flex scroll-mt-6 flex-col gap-4">
          <h2 id="plans-heading" className="text-lg font-semibold">
            Plans
          </h2>
          <PlanComparison current={user.organization.plan} organizationId={user.organization.id} />
        </section>
      </div>
    </>
  );
}
