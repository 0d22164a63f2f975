import { zodResolver } from '@hookform/resolvers/zod';
import { accountErrorText } from '@pagewise/protocol/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { accountApi } from '../../lib/http-client';
import { type AccountType, emptySignup, organizationSchema, personalSchema, type SignupForm, type SignupFormInput, signupPayload } from './signup-schema';

/**
 * The signup form of one account type. On success the server's message is shown and `onCreated` gets the address
 * (signup does not sign in: the email must be verified first); on failure the answer's first field is shown.
 */
export function useSignupForm(accountType: AccountType, onCreated: (email: string) => void) {
  const form = useForm<SignupFormInput, unknown, SignupForm>({
    resolver: zodResolver(accountType === 'personal' ? personalSchema : organizationSchema) as never,
    defaultValues: emptySignup(accountType),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await accountApi.signup(signupPayload(values));
      if (answer?.message) toast.success(answer.message);
      onCreated(values.email);
    } catch (error) {
      toast.error(accountErrorText('signup', error));
    } finally {
      setBusy(false);
    }
  });

  return { form, submit, busy };
}
