import { Input, Label } from '@pagewise/ui';
import { type ComponentProps, useId } from 'react';

/** A labelled text field with its error sentence tied to it for screen readers. */
export function FormField({ label, error, ...props }: { label: string; error?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
