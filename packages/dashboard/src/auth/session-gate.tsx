import { Alert, Button, Skeleton } from '@pagewise/ui';
import { messageOf } from '../lib/error-message';

/** What shows before the session is known: a skeleton of the shell, or why it could not be checked. */
export function SessionGate({ error, retry }: { error: Error | null; retry: () => void }) {
  if (error) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 p-6">
        <h1 className="text-2xl font-semibold">Pagewise dashboard</h1>
        <Alert tone="danger">
          {messageOf(error)} Your documents and keys are safe; nothing was changed.
        </Alert>
        <Button onClick={retry} className="self-start">
          Try again
        </Button>
      </main>
    );
  }
  return (
    <div role="status" aria-busy="true" aria-label="Checking your session" className="flex min-h-screen">
      <div className="hidden w-60 flex-col gap-3 border-r border-border p-4 md:flex">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
