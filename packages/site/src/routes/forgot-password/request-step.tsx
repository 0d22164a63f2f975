import { zodResolver } from '@hookform/resolvers/zod';
import { accountErrorText } from '@pagewise/protocol/account';
import { Button, Input } from '@pagewise/ui';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { describedBy, FormField } from '../../components/form-field';
import { accountApi } from '../../lib/http-client';
import { requestSchema } from './reset-schema';

/** Step 1: the address to send the code to. */
export function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm<{ email: string }>({ resolver: zodResolver(requestSchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  const submit = form.handleSubmit(async ({ email }) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await accountApi.forgotPassword(email);
      if (answer?.message) toast.success(answer.message);
      onSent(email);
    } catch (failure) {
      toast.error(accountErrorText('forgotPassword', failure));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Request a code" className="flex flex-col gap-5">
      <FormField id="email" label="Email" error={error}>
        <Input id="email" type="email" autoComplete="email" required {...describedBy('email', error)} {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy && <Loader2Icon aria-hidden className="animate-spin" />}
        Send Verification Code
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
