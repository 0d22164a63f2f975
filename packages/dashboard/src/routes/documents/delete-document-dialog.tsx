import { Alert, Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@pagewise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';
import { messageOf } from '../../lib/error-message';

/** Deletion is permanent, so it asks first and names what goes with the document. */
export function DeleteDocumentDialog({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api().documents.delete(id),
    onSuccess: () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: keys.document(id) });
      void queryClient.invalidateQueries({ queryKey: keys.documents });
      void queryClient.invalidateQueries({ queryKey: keys.summary });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), remove.reset())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Delete ${name}`}>
          <Trash2Icon aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>
            The file, its passages and its index entries are deleted for good. Answers already given keep their text. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {remove.error && <Alert tone="danger">{messageOf(remove.error)}</Alert>}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting…' : 'Delete document'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
