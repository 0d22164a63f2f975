import { Alert } from '@pagewise/ui';
import { CopyButton } from '../../components/copy-button';

/** A key's plaintext, shown once: copy it now, it cannot be shown again. */
export function KeyReveal({ plaintext, what }: { plaintext: string; what: string }) {
  return (
    <Alert tone="success" className="flex flex-col gap-3 text-foreground" role="status">
      <p className="font-medium">
        {what} Copy it now: it is shown only this once, and Pagewise keeps only a hash of it.
      </p>
      <code data-testid="key-plaintext" className="block rounded-control border border-border bg-surface p-3 text-sm break-all">
        {plaintext}
      </code>
      <CopyButton text={plaintext} label="Copy key" className="self-start" />
    </Alert>
  );
}
