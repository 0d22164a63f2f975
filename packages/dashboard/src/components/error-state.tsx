import { Alert, Button } from '@pagewise/ui';
import { messageOf } from '../lib/error-message';

/** A failed load: what went wrong (the API's own sentence) and the next step. */
export function ErrorState({ error, what, retry }: { error: unknown; what: string; retry?: () => void }) {
  const reason = messageOf(error);
  return (
    <Alert tone="danger" className="flex flex-col items-start gap-3">
      <p>
        Could not load {what}. {reason}
      </p>
      {retry && (
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
