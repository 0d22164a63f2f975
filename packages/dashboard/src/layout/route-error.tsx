import { Alert, Button } from '@pagewise/ui';
import { useRouteError } from 'react-router';
import { dashboardConfig } from '../dashboard-config';

/** A screen that broke (or whose code could not load, after a deploy): what happened and the next step. */
export function RouteError() {
  const error = useRouteError();
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">This screen stopped working</h1>
      <Alert tone="danger">{reason}</Alert>
      <p className="text-muted">
        Your documents and keys are not affected. Reload the page; if it happens again, write to{' '}
        <a className="text-link underline" href={`mailto:${dashboardConfig.supportEmail}`}>
          {dashboardConfig.supportEmail}
        </a>{' '}
        with what you were doing.
      </p>
      <Button className="self-start" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
