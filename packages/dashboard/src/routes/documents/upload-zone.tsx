import { Alert, cn, focusRing } from '@pagewise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadCloudIcon } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { DashboardSummary } from '../../lib/account-types';
import { api } from '../../lib/api';
import { formatBytes } from '../../lib/format';
import { keys } from '../../lib/queries';
import { uploadProblem } from './upload-rules';
import { messageOf } from '../../lib/error-message';
import { InlineName } from '../../components/name-text';

/** Drop a PDF here or choose one; the plan's limits are stated, and checked, before anything is sent. */
export function UploadZone({ summary, documentCount }: { summary: DashboardSummary; documentCount: number }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { limits, title } = summary.plan;

  const upload = useMutation({
    mutationFn: (file: File) => api().documents.upload({ file, name: file.name }, { timeout: 120_000 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.documents });
      void queryClient.invalidateQueries({ queryKey: keys.summary });
    },
  });

  function take(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const found = uploadProblem(file, limits, title, documentCount);
    setProblem(found);
    upload.reset();
    if (!found) upload.mutate(file);
    if (input.current) input.current.value = '';
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const limitText = [
    limits.maxDocuments === null ? 'any number of PDFs' : `${documentCount} of ${limits.maxDocuments} ${limits.maxDocuments === 1 ? 'PDF' : 'PDFs'} used`,
    limits.maxFileBytes === null ? null : `each up to ${formatBytes(limits.maxFileBytes)}`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-dashed p-8 text-center transition-colors duration-150',
          dragging ? 'border-accent-text bg-surface' : 'border-border hover:bg-surface',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        )}
      >
        <UploadCloudIcon aria-hidden className="size-8 text-muted" strokeWidth={1.5} />
        <span className="font-medium">{upload.isPending ? 'Uploading…' : 'Drop a PDF here, or choose one'}</span>
        <span className="text-sm text-muted">
          {title} plan: {limitText}.
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className={cn('sr-only', focusRing)}
          aria-label="Choose a PDF to upload"
          disabled={upload.isPending}
          onChange={(e) => take(e.target.files)}
        />
      </label>
      {problem && <Alert tone="danger">{problem}</Alert>}
      {upload.error && <Alert tone="danger">{messageOf(upload.error)}</Alert>}
      {upload.data && !problem && (
        <Alert tone="success">
          <InlineName name={upload.data.name} /> is uploaded. Its progress shows below; it can answer questions once it is processed.
        </Alert>
      )}
    </div>
  );
}
