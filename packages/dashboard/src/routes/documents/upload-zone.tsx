import { Button, cn, focusRing } from '@pagewise/ui';
import { UploadCloudIcon } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { DashboardSummary } from '../../lib/account-types';
import { formatBytes } from '../../lib/format';
import { NameText } from '../../components/name-text';
import { type UploadItem, useUploads } from './use-uploads';

/**
 * Drop PDFs here or choose them, many at once. The plan's limits are stated and checked before anything is sent;
 * each file gets its own line: a progress bar while it is sent, or the sentence saying why it was refused.
 */
export function UploadZone({ summary, documentCount }: { summary: DashboardSummary; documentCount: number }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { limits, title } = summary.plan;
  const uploads = useUploads({ limits, planTitle: title, documentCount });

  function take(files: FileList | null) {
    if (files?.length) uploads.add(Array.from(files));
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
        <span className="font-medium">Drop PDFs here, or choose them</span>
        <span className="text-sm text-muted">
          {title} plan: {limitText}.
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept="application/pdf,.pdf"
          className={cn('sr-only', focusRing)}
          aria-label="Choose PDFs to upload"
          onChange={(e) => take(e.target.files)}
        />
      </label>
      {uploads.items.length > 0 && (
        <section aria-label="Uploads" className="flex flex-col gap-2">
          <ul className="flex flex-col gap-2">
            {uploads.items.map((item) => (
              <UploadLine key={item.id} item={item} />
            ))}
          </ul>
          {!uploads.busy && (
            <Button variant="ghost" size="sm" className="self-start" onClick={uploads.clearFinished}>
              Clear this list
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

const STATE_TEXT: Record<UploadItem['state'], string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  uploaded: 'Uploaded: its progress shows below; it can answer questions once it is processed.',
  failed: 'Not uploaded',
  refused: 'Not sent',
};

function UploadLine({ item }: { item: UploadItem }) {
  const percent = item.total ? Math.min(100, Math.round((item.sent / item.total) * 100)) : 0;
  const inFlight = item.state === 'waiting' || item.state === 'sending';
  const bad = item.state === 'failed' || item.state === 'refused';
  return (
    <li data-testid="upload-line" data-state={item.state} className={cn('flex flex-col gap-1.5 rounded-control border p-3 text-sm', bad ? 'border-danger' : 'border-border')}>
      <div className="flex flex-wrap justify-between gap-2">
        <NameText name={item.name} className="font-medium" />
        <span className="text-muted">
          {formatBytes(item.size)}
          {item.state === 'sending' && ` · ${percent} %`}
        </span>
      </div>
      {(inFlight || item.state === 'uploaded') && (
        <div
          role="progressbar"
          aria-label={`Uploading ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.state === 'uploaded' ? 100 : percent}
          className="h-2 overflow-hidden rounded-full bg-surface"
        >
          <div className="h-full rounded-full bg-accent transition-[width] duration-150" style={{ width: `${item.state === 'uploaded' ? 100 : percent}%` }} />
        </div>
      )}
      <p role={bad ? 'alert' : undefined} className={bad ? 'text-danger' : 'text-muted'}>
        {bad ? item.problem : STATE_TEXT[item.state]}
      </p>
    </li>
  );
}
