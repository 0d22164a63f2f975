import { Alert } from '@pagewise/ui';
import { useEffect, useRef } from 'react';
import { AnswerRating } from './answer-rating';
import { CitationList } from './citation-list';
import type { OpenCitation } from './pdf-viewer-dialog';
import type { Turn } from './use-chat';

/** The conversation; the newest text stays in view while an answer streams. */
export function MessageList({ turns, onOpenCitation }: { turns: Turn[]; onOpenCitation: (citation: OpenCitation) => void }) {
  const end = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [turns.length, last?.answer]);
  return (
    <div className="flex flex-col gap-5">
      {turns.map((turn) => (
        <article key={turn.id} className="flex flex-col gap-2" aria-label={`Question: ${turn.question}`}>
          <p className="self-end rounded-card bg-accent px-4 py-2 text-on-accent sm:max-w-[80%]">{turn.question}</p>
          {/* A "not found" answer looks apart: dashed, on the page's background, with a hint to rephrase. */}
          <div
            className={`rounded-card border px-4 py-3 sm:max-w-[90%] ${turn.notFound ? 'border-dashed border-muted bg-background' : 'border-border bg-surface'}`}
            data-answer-status={turn.notFound ? 'not_found' : undefined}
            aria-busy={turn.state === 'streaming'}
          >
            <p className="whitespace-pre-wrap" data-testid="answer">
              {turn.answer || (turn.state === 'streaming' ? <span className="text-muted">Reading your documents…</span> : null)}
            </p>
            {turn.state === 'stopped' && <p className="mt-2 text-sm text-muted">Stopped. Ask again to get the whole answer.</p>}
            {turn.notFound && <p className="mt-2 text-sm text-muted">Try rephrasing, or name the document you mean.</p>}
            {turn.state === 'failed' && (
              <Alert tone="danger" className="mt-2">
                {turn.error}
              </Alert>
            )}
            <CitationList sources={turn.sources} onOpen={onOpenCitation} />
            {turn.state === 'done' && turn.messageId && <AnswerRating messageId={turn.messageId} />}
          </div>
        </article>
      ))}
      <div ref={end} />
    </div>
  );
}
