import { Alert, Button } from '@pagewise/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { sessionClient } from '../../lib/api';
import { fieldErrors, messageOf } from '../../lib/error-message';
import { ApiError } from '@pagewise/protocol/account';
import { FormField } from './form-field';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** POST /api/auth/change-password/: the current password, then the new one twice. */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: () => sessionClient().request<{ message?: string }>('/api/auth/change-password/', { method: 'POST', body: values }),
    onSuccess: () => setValues(EMPTY),
    onError: (error) => error instanceof ApiError && setErrors(fieldErrors(error.body)),
  });
  const set = (name: keyof typeof EMPTY, value: string) => (setValues((v) => ({ ...v, [name]: value })), setErrors({}), change.reset());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.current_password) found.current_password = 'Please enter your current password.';
    if (values.new_password.length < 8) found.new_password = 'Password must be at least 8 characters';
    if (values.confirm_password !== values.new_password) found.confirm_password = "Passwords don't match";
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="Current password" type="password" autoComplete="current-password" value={values.current_password} error={errors.current_password} onChange={(e) => set('current_password', e.target.value)} />
      <FormField label="New password" type="password" autoComplete="new-password" value={values.new_password} error={errors.new_password} onChange={(e) => set('new_password', e.target.value)} />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" value={values.confirm_password} error={errors.confirm_password} onChange={(e) => set('confirm_password', e.target.value)} />
      {change.error && !Object.keys(errors).length && <Alert tone="danger">{messageOf(change.error)}</Alert>}
      {change.isSuccess && <Alert tone="success">{change.data?.message || 'Password changed. You have been signed out on your other devices.'}</Alert>}
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
