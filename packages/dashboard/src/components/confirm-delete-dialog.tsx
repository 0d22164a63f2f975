import { Alert, Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@pagewise/ui';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { messageOf } from '../lib/error-message';

interface ConfirmDeleteDialogProps {
  /** Names the thing on the trigger, for screen readers: "Delete handbook.pdf". */
  subject: string;
  /** What the trigger shows besides "Delete" (an icon). */
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button: "Delete document". */
  confirm: string;
  /** The deletion; once it succeeds the dialog closes and `onDeleted` runs. */
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}

/** Deleting is permanent, so it asks first, says what goes, and shows why it failed if it does. */
export function ConfirmDeleteDialog({ subject, icon, title, description, confirm, remove, onDeleted }: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setOpen(false);
      onDeleted();
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), deletion.reset())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Delete ${subject}`}>
          {icon}
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {deletion.error && <Alert tone="danger">{messageOf(deletion.error)}</Alert>}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="danger" disabled={deletion.isPending} onClick={() => deletion.mutate()}>
            {deletion.isPending ? 'Deleting…' : confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
