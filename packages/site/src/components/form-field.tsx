import { Label } from '@pagewise/ui';
import type { ReactNode } from 'react';

/** The id of a field's message, for the input's aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/**
 * A labelled field with its validation message under it. The input itself is the child; pass it
 * `aria-invalid` and `aria-describedby={errorId(id)}` so the message is read with it.
 */
export function FormField({ id, label, optional, error, hint, children }: { id: string; label: string; optional?: boolean; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : <span aria-hidden className="text-danger"> *</span>}
      </Label>
      {children}
      {hint && !error && <p className="text-sm text-muted">{hint}</p>}
      {error && (
        <p id={errorId(id)} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The props that tie an input to its FormField's message. */
export const describedBy = (id: string, error?: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {});
