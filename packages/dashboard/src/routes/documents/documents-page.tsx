import { Skeleton } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { FileTextIcon } from 'lucide-react';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../layout/page-header';
import { documentsQuery, summaryQuery } from '../../lib/queries';
import { DocumentRow } from './document-row';
import { UploadZone } from './upload-zone';

export default function DocumentsPage() {
  const documents = useQuery(documentsQuery());
  const summary = useQuery(summaryQuery());
  return (
    <>
      <PageHeader title="Documents" description="The PDFs your chat answers from. Each is read, split into passages and indexed; answers cite its pages." />
      <div className="flex flex-col gap-6">
        {summary.data && documents.data ? (
          <UploadZone summary={summary.data} documentCount={documents.data.length} />
        ) : summary.error ? (
          <ErrorState error={summary.error} what="your plan's limits" retry={() => void summary.refetch()} />
        ) : (
          <Skeleton className="h-40" />
        )}
        <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
          <h2 id="documents-heading" className="text-lg font-semibold">
            Your documents
          </h2>
          {documents.error ? (
            <ErrorState error={documents.error} what="your documents" retry={() => void documents.refetch()} />
          ) : !documents.data ? (
            <div role="status" aria-busy="true" aria-label="Loading your documents" className="flex flex-col gap-3">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : documents.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-card border border-border p-8 text-center">
              <FileTextIcon aria-hidden className="size-8 text-muted" strokeWidth={1.5} />
              <p className="font-medium">No documents yet</p>
              <p className="text-sm text-muted">Upload a PDF above. Once it is processed, ask it a question in the playground.</p>
            </div>
          ) : (
            <ul className="text-table flex flex-col gap-3">
              {documents.data.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
