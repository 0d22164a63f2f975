import { Alert } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { Loading } from '../../components/loading';
import { formatDateTime } from '../../lib/format';
import { CitationList } from '../playground/citation-list';
import { type OpenCitation, PdfViewerDialog } from '../playground/pdf-viewer-dialog';
import { sessionTurnsQuery } from './conversations-api';

/** One conversation as it happened: each question, its answer and the pages it cited (a click opens the page). */
export function SessionTurns({ sessionId }: { sessionId: string }) {
  const turns = useQuery(sessionTurnsQuery(sessionId));
  const [citation, setCitation] = useState<OpenCitation | null>(null);
  if (turns.error) return <ErrorState error={turns.error} what="this conversation" retry={() => void turns.refetch()} />;
  if (!turns.data) return <Loading className="h-64" label="Loading the conversation" />;
  if (!turns.data.length) return <Alert>This conversation has no turns left.</Alert>;
  return (
    <>
      <ol className="flex flex-col gap-5" aria-label="Turns">
        {turns.data.map((turn) => {
          const notFound = turn.answer_status === 'not_found';
          return (
            <li key={turn.message_id} className="flex flex-col gap-2">
              <p className="text-xs text-muted">{formatDateTime(turn.timestamp)}</p>
              <p className="self-end rounded-card bg-accent px-4 py-2 text-on-accent sm:max-w-[80%]">{turn.message}</p>
              <div className={`rounded-card border px-4 py-3 sm:max-w-[90%] ${notFound ? 'border-dashed border-muted bg-background' : 'border-border bg-surface'}`} data-answer-status={turn.answer_status}>
                <p className="whitespace-pre-wrap">{turn.response || <span className="text-muted">No answer was given (it was stopped or failed).</span>}</p>
                <CitationList sources={turn.source_documents ?? []} onOpen={setCitation} />
              </div>
            </li>
          );
        })}
      </ol>
      <PdfViewerDialog citation={citation} onClose={() => setCitation(null)} />
    </>
  );
}
