import { useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';
import { InlineName } from '../../components/name-text';

/** Deletion is permanent, so it asks first and names what goes with the document. */
export function DeleteDocumentDialog({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteDialog
      subject={name}
      icon={<Trash2Icon aria-hidden />}
      title={
        <>
          Delete <InlineName name={name} />?
        </>
      }
      description="The file, its passages and its index entries are deleted for good. Answers already given keep their text. This cannot be undone."
      confirm="Delete document"
      remove={() => api().documents.delete(id)}
      onDeleted={() => {
        queryClient.removeQueries({ queryKey: keys.document(id) });
        void queryClient.invalidateQueries({ queryKey: keys.documents });
        void queryClient.invalidateQueries({ queryKey: keys.summary });
      }}
    />
  );
}
