import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Skeleton } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { apiKeysQuery, documentsQuery, usageQuery } from '../../lib/queries';
import { gettingStarted } from './getting-started';

export function Checklist() {
  const documents = useQuery(documentsQuery());
  const keys = useQuery(apiKeysQuery());
  const usage = useQuery(usageQuery(90));
  const error = documents.error ?? keys.error ?? usage.error;
  const steps = documents.data && keys.data && usage.data ? gettingStarted({ documents: documents.data, keys: keys.data, usage: usage.data }) : null;
  const done = steps?.filter((s) => s.done).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Getting started</CardTitle>
        <CardDescription>{steps ? `${done} of ${steps.length} done. Each step ticks itself once it has happened.` : 'Four steps from a PDF to a chat on your website.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState error={error} what="your progress" retry={() => void Promise.all([documents.refetch(), keys.refetch(), usage.refetch()])} />
        ) : !steps ? (
          <div role="status" aria-busy="true" aria-label="Loading your progress" className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {steps.map((step, index) => (
              <li key={step.id} className="flex flex-wrap items-center gap-3 rounded-control border border-border p-3">
                {step.done ? (
                  <CheckCircle2Icon aria-hidden className="size-5 shrink-0 text-success" strokeWidth={1.5} />
                ) : (
                  <CircleIcon aria-hidden className="size-5 shrink-0 text-muted" strokeWidth={1.5} />
                )}
                <div className="min-w-0 flex-1">
                  <p className={cn('font-medium', step.done && 'text-muted line-through')}>
                    {index + 1}. {step.title}
                    <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                  </p>
                  <p className="text-sm text-muted">{step.hint}</p>
                </div>
                {!step.done && (
                  <Button asChild size="sm" variant="outline">
                    <Link to={step.to}>{step.action}</Link>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
