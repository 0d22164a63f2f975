import { Alert } from '@pagewise/ui';
import type { SkippedPage } from '@pagewise/sdk';

/** Pages listed one by one; a longer list ends with a count, so that a card stays a card. */
const LISTED = 5;

/** The pages of a processed document that could not be read, each in plain words with the API's reason. */
export function SkippedPages({ pages }: { pages: SkippedPage[] }) {
  if (!pages.length) return null;
  const rest = pages.length - LISTED;
  return (
    <Alert aria-label="Skipped pages">
      <ul className="flex flex-col gap-2">
        {pages.slice(0, LISTED).map((p) => (
          <li key={p.page}>
            <p className="font-medium">Page {p.page} could not be read and was skipped.</p>
            <p className="text-muted">{p.message}</p>
          </li>
        ))}
        {rest > 0 && <li>{rest === 1 ? '1 more page was skipped.' : `${rest} more pages were skipped.`}</li>}
      </ul>
    </Alert>
  );
}
