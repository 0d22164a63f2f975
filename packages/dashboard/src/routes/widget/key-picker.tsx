import { Alert, Button, Input, Label } from '@pagewise/ui';
import type { ApiKey } from '@pagewise/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';
import { messageOf } from '../../lib/error-message';

/**
 * Which publishable key the tag and the preview use: the organization's publishable keys as the API lists them
 * (with their text), those made or pasted in this browser, or one pasted now.
 * With none, one is made for this dashboard's own origin, so the preview can run here.
 */
export function KeyPicker({ known, activeKeys, selected, onSelect, onKnown }: { known: string[]; activeKeys: ApiKey[]; selected: string | null; onSelect: (key: string) => void; onKnown: (key: string) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Only keys still active (matched by prefix) are offered.
  const usable = known.filter((k) => activeKeys.some((a) => a.type === 'publishable' && k.startsWith(a.key_prefix)));
  const create = useMutation({
    mutationFn: () => api().apiKeys.create({ name: 'Dashboard preview', type: 'publishable', allowed_origins: [window.location.origin] }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: keys.apiKeys });
      onKnown(created.key);
    },
  });
  const addPasted = (event: FormEvent) => {
    event.preventDefault();
    const key = pasted.trim();
    if (!key.startsWith('pw_pk_')) return setProblem('Paste a publishable key: it starts with pw_pk_. Secret keys (pw_sk_) never go in a web page.');
    if (!activeKeys.some((a) => key.startsWith(a.key_prefix) && a.status === 'active')) return setProblem('No active key of this organization starts like that. Check the key, or create one under API keys.');
    setProblem(null);
    setPasted('');
    onKnown(key);
  };
  return (
    <div className="flex flex-col gap-3">
      {usable.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-key`}>Publishable key</Label>
          <select id={`${id}-key`} value={selected ?? ''} onChange={(e) => onSelect(e.target.value)} className="h-11 min-w-0 rounded-control border border-border bg-background px-3 font-mono text-sm text-foreground">
            {usable.map((k) => {
              const meta = activeKeys.find((a) => k.startsWith(a.key_prefix));
              return (
                <option key={k} value={k}>
                  {meta?.name} ({k.slice(0, 12)}…)
                </option>
              );
            })}
          </select>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {activeKeys.some((a) => a.type === 'publishable')
            ? 'Your publishable keys were made before Pagewise kept their text, so only their hash is stored. Paste one, or create a new one for this dashboard.'
            : 'Your organization has no publishable key yet. Create one for this dashboard here, or under API keys for your website.'}
        </p>
      )}
      <Button variant="outline" size="sm" className="h-auto min-h-9 self-start py-2 text-left whitespace-normal" disabled={create.isPending} onClick={() => create.mutate()}>
        {create.isPending ? 'Creating…' : `Create a publishable key for ${window.location.origin}`}
      </Button>
      {create.error && <Alert tone="danger">{messageOf(create.error)}</Alert>}
      <form onSubmit={addPasted} className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-paste`}>Or paste a publishable key</Label>
        <div className="flex gap-2">
          <Input id={`${id}-paste`} value={pasted} onChange={(e) => (setPasted(e.target.value), setProblem(null))} placeholder="pw_pk_…" className="font-mono" />
          <Button type="submit" variant="outline">
            Use
          </Button>
        </div>
        {problem && <p className="text-sm text-danger">{problem}</p>}
      </form>
    </div>
  );
}
