import { Alert, Badge, Button, Skeleton } from '@pagewise/ui';
import type { Document } from '@pagewise/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { formatBytes, formatDateTime } from '../../lib/format';
import { keys } from '../../lib/queries';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { SkippedPages } from './skipped-pages';
import { chunkCount, documentQuery, stageText } from './document-queries';
import { messageOf } from '../../lib/error-message';
import { NameText } from '../../components/name-text';

/** One document: its live stage while processing, then processed (pages, size, chunks) or failed with the reason. */
export function DocumentRow({ document }: { document: Document }) {
  const queryClient = useQueryClient();
  const detail = useQuery(documentQuery(document.id));
  const d = detail.data;
  const status = d?.status ?? document.status;

  // When processing ends, the list, the home counts and the checklist are told.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'processing' && status !== 'processing') {
      void queryClient.invalidateQueries({ queryKey: keys.documents });
      void queryClient.invalidateQueries({ queryKey: keys.summary });
    }
    previous.current = status;
  }, [status, queryClient]);

  const reprocess = useMutation({
    mutationFn: () => api().documents.reprocess(document.id),
    onSuccess: (fresh) => queryClient.setQueryData(keys.document(document.id), fresh),
  });

  const chunks = d ? chunkCount(d) : null;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border p-4" aria-label={document.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-[12rem] flex-1 basis-0">
          <p className="font-medium">
            <NameText name={document.name} />
          </p>
          <p className="text-sm text-muted">Uploaded {formatDateTime(document.uploaded_at)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {status === 'failed' && (
            <Button variant="outline" size="sm" disabled={reprocess.isPending} onClick={() => reprocess.mutate()}>
              <RotateCwIcon aria-hidden />
              {reprocess.isPending ? 'Starting…' : 'Reprocess'}
            </Button>
          )}
          <DeleteDocumentDialog id={document.id} name={document.name} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-live="polite">
        {status === 'processing' && (
          <Badge variant="outline" data-testid="document-stage">
            {d ? stageText(d) : 'Queued'}
          </Badge>
        )}
        {status === 'processed' && <Badge>Processed</Badge>}
        {status === 'failed' && (
          <Badge variant="outline" className="border-danger text-danger">
            Failed
          </Badge>
        )}
        {d ? (
          <>
            <span>{d.pages === null ? (status === 'processing' ? 'Pages: counted once parsed' : 'Pages: unknown') : `${d.pages} ${d.pages === 1 ? 'page' : 'pages'}`}</span>
            <span>{formatBytes(d.file_size)}</span>
            {chunks !== null && <span>{chunks} chunks</span>}
          </>
        ) : detail.error ? (
          <span className="text-danger">Details could not be loaded: {messageOf(detail.error)}</span>
        ) : (
          <Skeleton className="h-5 w-40" />
        )}
      </div>
      {status === 'processing' && d?.progress && d.progress.total > 0 && (
        <div
          role="progressbar"
          aria-label={`${document.name}: ${stageText(d)}`}
          aria-valuemin={0}
          aria-valuemax={d.progress.total}
          aria-valuenow={d.progress.done}
          className="h-1.5 overflow-hidden rounded-full bg-surface"
        >
          <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${(d.progress.done / d.progress.total) * 100}%` }} />
        </div>
      )}
      {status === 'processed' && d?.skipped_pages && <SkippedPages pages={d.skipped_pages} />}
      {status === 'failed' && d?.error && <Alert tone="danger">{d.error}</Alert>}
      {reprocess.error && <Alert tone="danger">{messageOf(reprocess.error)}</Alert>}
    </li>
  );
}
