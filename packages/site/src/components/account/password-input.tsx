import { Input } from '@pagewise/ui';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';

/** A password input with a show/hide button, so a typo can be seen before it is sent. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input type={shown ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-control text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {shown ? <EyeOffIcon aria-hidden className="size-5" strokeWidth={1.5} /> : <EyeIcon aria-hidden className="size-5" strokeWidth={1.5} />}
      </button>
    </div>
  );
}
