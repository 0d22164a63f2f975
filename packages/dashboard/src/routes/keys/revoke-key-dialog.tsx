import { Alert, Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@pagewise/ui';
import type { ApiKey } from '@pagewise/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';
import { messageOf } from '../../lib/error-message';
import { InlineName } from '../../components/name-text';

export function RevokeKeyDialog({ apiKey }: { apiKey: ApiKey }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => api().apiKeys.revoke(apiKey.id),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: keys.apiKeys });
      void queryClient.invalidateQueries({ queryKey: keys.summary });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), revoke.reset())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Revoke <InlineName name={apiKey.name} />?
          </DialogTitle>
          <DialogDescription>
            {apiKey.type === 'publishable'
              ? 'The widget on every site that uses this key stops answering at once.'
              : 'Requests with this key get 401 at once.'}{' '}
            This cannot be undone; create a new key if you need one again.
          </DialogDescription>
        </DialogHeader>
        {revoke.error && <Alert tone="danger">{messageOf(revoke.error)}</Alert>}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            {revoke.isPending ? 'Revoking…' : 'Revoke key'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
