import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../auth/session-provider';
import { ErrorState } from '../../components/error-state';
import { UsageMeter } from '../../components/usage-meter';
import { PageHeader } from '../../layout/page-header';
import { formatBytes } from '../../lib/format';
import { summaryQuery } from '../../lib/queries';
import { Checklist } from './checklist';
import { NameText } from '../../components/name-text';

export default function HomePage() {
  const { user } = useSession();
  const summary = useQuery(summaryQuery());
  return (
    <>
      <PageHeader title={`Welcome, ${user.first_name || user.email}`} description="Your organization, its plan and what it has used today." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Organization</CardTitle>
            <CardDescription>Limits reset every day at 00:00 UTC.</CardDescription>
          </CardHeader>
          <CardContent>
            {summary.error ? (
              <ErrorState error={summary.error} what="your organization" retry={() => void summary.refetch()} />
            ) : !summary.data ? (
              <div role="status" aria-busy="true" aria-label="Loading your organization" className="flex flex-col gap-4">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
            ) : (
              <div className="flex flex-col gap-5">
                <div className="flex flex-wrap items-center gap-3">
                  <p className="min-w-0 max-w-full text-lg font-semibold">
                    <NameText name={summary.data.organization.name} />
                  </p>
                  <Badge>{summary.data.plan.title} plan</Badge>
                </div>
                <UsageMeter label="Documents" used={summary.data.usage.documents} limit={summary.data.plan.limits.maxDocuments} />
                <UsageMeter
                  label="Secret API keys"
                  used={summary.data.usage.api_keys}
                  limit={summary.data.plan.limits.maxApiKeys}
                  allowance
                  hint="The admin key included; publishable widget keys are not counted."
                />
                <UsageMeter label="Chat queries today" used={summary.data.usage.chat_queries_today} limit={summary.data.usage.chat_queries_per_day} />
                <p className="text-sm text-muted">
                  {summary.data.plan.limits.maxFileBytes !== null && <>Each PDF up to {formatBytes(summary.data.plan.limits.maxFileBytes)}. </>}
                  {summary.data.plan.limits.answerLanguage === 'en' ? 'Answers in English.' : 'Answers in the language of the question.'}
                </p>
                <Button asChild variant="outline" size="sm" className="self-start">
                  <Link to="/usage#plans">Compare plans</Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
        <Checklist />
      </div>
    </>
  );
}
