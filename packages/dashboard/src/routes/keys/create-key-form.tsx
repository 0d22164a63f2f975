import { Alert, Button, Input, Label, Textarea } from '@pagewise/ui';
import type { ApiKeyCreateResponse, Scope } from '@pagewise/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { dashboardConfig } from '../../dashboard-config';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';
import { keyRequest, type KeyFormValues } from './key-form-rules';

const EXPIRY = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

const initial = (type: KeyFormValues['type']): KeyFormValues => ({ type, name: '', scopes: ['chat:query'], expiresInDays: '', origins: '' });

/** A scoped secret key (name, scopes, expiry) or a publishable widget key (name, allowed origins, expiry). */
export function CreateKeyForm({ canCreateSecret, secretCapText, onCreated }: { canCreateSecret: boolean; secretCapText: string; onCreated: (created: ApiKeyCreateResponse) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<KeyFormValues>(() => initial(canCreateSecret ? 'secret' : 'publishable'));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const create = useMutation({
    mutationFn: (request: Parameters<ReturnType<typeof api>['apiKeys']['create']>[0]) => api().apiKeys.create(request),
    onSuccess: (created) => {
      setValues(initial(values.type));
      void queryClient.invalidateQueries({ queryKey: keys.apiKeys });
      void queryClient.invalidateQueries({ queryKey: keys.summary });
      onCreated(created);
    },
  });
  const set = (change: Partial<KeyFormValues>) => (setValues((v) => ({ ...v, ...change })), setProblem(null), create.reset());
  const toggleScope = (scope: Scope, on: boolean) => set({ scopes: on ? [...values.scopes, scope] : values.scopes.filter((s) => s !== scope) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = keyRequest(values);
    if ('problem' in result) return setProblem(result.problem);
    create.mutate(result.request);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Kind of key</legend>
        <label className="flex items-start gap-2">
          <input type="radio" name={`${id}-type`} className="mt-1.5 accent-accent" checked={values.type === 'secret'} disabled={!canCreateSecret} onChange={() => set({ type: 'secret' })} />
          <span>
            Secret, scoped <span className="text-sm text-muted">(pw_sk_…) for your servers. {secretCapText}</span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input type="radio" name={`${id}-type`} className="mt-1.5 accent-accent" checked={values.type === 'publishable'} onChange={() => set({ type: 'publishable' })} />
          <span>
            Publishable <span className="text-sm text-muted">(pw_pk_…) for the widget in web pages: it can only ask questions, and only from the origins you list.</span>
          </span>
        </label>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={values.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} placeholder={values.type === 'secret' ? 'CI uploader' : 'Help page widget'} />
      </div>
      {values.type === 'secret' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Scopes</legend>
          {dashboardConfig.scopes.map(({ scope, label }) => (
            <label key={scope} className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 accent-accent" checked={values.scopes.includes(scope)} onChange={(e) => toggleScope(scope, e.target.checked)} />
              <span>
                <code>{scope}</code> <span className="text-muted">{label}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-origins`}>Allowed origins, one a line</Label>
          <Textarea id={`${id}-origins`} rows={3} value={values.origins} onChange={(e) => set({ origins: e.target.value })} placeholder="https://www.example.com" />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-expiry`}>Expires</Label>
        <select id={`${id}-expiry`} value={values.expiresInDays} onChange={(e) => set({ expiresInDays: e.target.value })} className="h-11 rounded-control border border-border bg-background px-3 text-foreground">
          {EXPIRY.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {(problem || create.error) && <Alert tone="danger">{problem ?? create.error?.message}</Alert>}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}
