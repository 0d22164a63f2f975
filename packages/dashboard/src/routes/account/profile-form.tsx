import { Alert, Button, Label } from '@pagewise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { User } from '../../lib/account-types';
import { sessionClient } from '../../lib/api';
import { fieldErrors, messageOf } from '../../lib/error-message';
import { keys } from '../../lib/queries';
import { ApiError } from '@pagewise/protocol/account';
import { COUNTRIES } from './countries';
import { FormField } from './form-field';

type Editable = Pick<User, 'first_name' | 'middle_name' | 'last_name' | 'phone' | 'country' | 'organization_name' | 'organization_website' | 'organization_description'>;

/** Client checks with the signup form's sentences; the server checks again and its field errors show the same way. */
function check(v: Editable): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.first_name.trim().length < 2) errors.first_name = 'First name must be at least 2 characters';
  if (v.last_name.trim().length < 2) errors.last_name = 'Last name must be at least 2 characters';
  if (v.phone.trim().length < 10) errors.phone = 'Phone number must be at least 10 characters';
  if (!v.country) errors.country = 'Please select your country';
  if (v.organization_name.trim().length < 2) errors.organization_name = 'Organization name must be at least 2 characters';
  return errors;
}

export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const id = useId();
  const isOrganization = user.account_type === 'organization';
  const [values, setValues] = useState<Editable>({
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
    phone: user.phone,
    country: user.country,
    organization_name: user.organization_name,
    organization_website: user.organization_website,
    organization_description: user.organization_description,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Partial<Editable>) => sessionClient().request<{ message: string; user: User }>('/api/auth/profile/', { method: 'PATCH', body }),
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData(keys.profile, saved);
      void queryClient.invalidateQueries({ queryKey: keys.summary });
    },
    onError: (error) => error instanceof ApiError && setErrors(fieldErrors(error.body)),
  });
  const set = (change: Partial<Editable>) => (setValues((v) => ({ ...v, ...change })), setErrors({}), save.reset());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { organization_website, organization_description, ...rest } = values;
    save.mutate(isOrganization ? values : rest);
  };
  const field = (name: keyof Editable, label: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} value={values[name] ?? ''} error={errors[name]} onChange={(e) => set({ [name]: e.target.value })} {...props} />
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Signed in as <strong className="text-foreground">{user.email}</strong>. To use another email address, write to support.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('first_name', 'First name', { autoComplete: 'given-name' })}
        {field('middle_name', 'Middle name (optional)', { autoComplete: 'additional-name' })}
        {field('last_name', 'Last name', { autoComplete: 'family-name' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-country`}>Country</Label>
          <select id={`${id}-country`} value={values.country} onChange={(e) => set({ country: e.target.value })} className="h-11 rounded-control border border-border bg-background px-3 text-foreground">
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errors.country && <p className="text-sm text-danger">{errors.country}</p>}
        </div>
      </div>
      {field('organization_name', isOrganization ? 'Organization name' : 'Workspace name')}
      {isOrganization && field('organization_website', 'Organization website', { type: 'url' })}
      {isOrganization && field('organization_description', 'Description (optional)')}
      {save.error && !Object.keys(errors).length && <Alert tone="danger">{messageOf(save.error)}</Alert>}
      {save.data && <Alert tone="success">{save.data.message || 'Profile saved.'}</Alert>}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
