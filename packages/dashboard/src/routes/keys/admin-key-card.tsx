import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@pagewise/ui';
import type { ApiKey } from '@pagewise/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '../../lib/format';
import { keys } from '../../lib/queries';
import { regenerateAdminKey } from './key-api';
import { KeyReveal } from './key-reveal';
import { messageOf } from '../../lib/error-message';

/**
 * The admin key is made at sign-up and never shown; a person who needs it regenerates it, which also retires
 * the old one.
 */
export function AdminKeyCard({ adminKey }: { adminKey: ApiKey | undefined }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const regenerate = useMutation({
    mutationFn: regenerateAdminKey,
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: keys.apiKeys });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Admin key</CardTitle>
        <CardDescription>Every scope, for your own servers. It was created with your account; its secret is never shown again after it is made.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {adminKey && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Prefix</dt>
            <dd>
              <code>{adminKey.key_prefix}…</code>
            </dd>
            <dt className="text-muted">Last used</dt>
            <dd>{formatDateTime(adminKey.last_used_at)}</dd>
            <dt className="text-muted">Requests</dt>
            <dd>{formatNumber(adminKey.usage_count)}</dd>
          </dl>
        )}
        {regenerate.data && <KeyReveal plaintext={regenerate.data.key} what="Your new admin key." />}
        <Dialog open={open} onOpenChange={(next) => (setOpen(next), regenerate.reset())}>
          <DialogTrigger asChild>
            <Button variant="outline" className="self-start">
              <RefreshCwIcon aria-hidden />
              Regenerate admin key
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Regenerate the admin key?</DialogTitle>
              <DialogDescription>
                The current admin key stops working at once: anything that uses it gets 401 until you give it the new key. The new key is shown once.
              </DialogDescription>
            </DialogHeader>
            {regenerate.error && <Alert tone="danger">{messageOf(regenerate.error)}</Alert>}
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="danger" disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
                {regenerate.isPending ? 'Regenerating…' : 'Regenerate and retire the old key'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
