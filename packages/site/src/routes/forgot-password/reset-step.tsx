import { zodResolver } from '@hookform/resolvers/zod';
import { accountErrorText } from '@pagewise/protocol/account';
import { Button } from '@pagewise/ui';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { describedBy, FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/account/password-input';
import { accountApi } from '../../lib/http-client';
import { type NewPassword, newPasswordSchema } from './reset-schema';

/** Step 3: the new password, twice. */
export function ResetStep({ email, otp, onReset }: { email: string; otp: string; onReset: () => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm<NewPassword>({ resolver: zodResolver(newPasswordSchema), defaultValues: { new_password: '', new_password_confirm: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (passwords) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await accountApi.resetPassword({ email, otp, ...passwords });
      if (answer?.message) toast.success(answer.message);
      onReset();
    } catch (failure) {
      toast.error(accountErrorText('resetPassword', failure));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password" className="flex flex-col gap-5">
      <FormField id="new_password" label="New Password" error={errors.new_password?.message} hint="At least 8 characters.">
        <PasswordInput id="new_password" autoComplete="new-password" required {...describedBy('new_password', errors.new_password?.message)} {...form.register('new_password')} />
      </FormField>
      <FormField id="new_password_confirm" label="Confirm New Password" error={errors.new_password_confirm?.message}>
        <PasswordInput
          id="new_password_confirm"
          autoComplete="new-password"
          required
          {...describedBy('new_password_confirm', errors.new_password_confirm?.message)}
          {...form.register('new_password_confirm')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy && <Loader2Icon aria-hidden className="animate-spin" />}
        Reset Password
      </Button>
    </form>
  );
}
