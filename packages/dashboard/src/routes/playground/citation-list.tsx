import { cn, focusRing } from '@pagewise/ui';
import type { SourceDocument } from '@pagewise/sdk';
import { FileTextIcon } from 'lucide-react';
import type { OpenCitation } from './pdf-viewer-dialog';
import { InlineName } from '../../components/name-text';

/** Each source of an answer: document, page, how sure retrieval is, and the passage; a click opens the page. */
export function CitationList({ sources, onOpen }: { sources: SourceDocument[]; onOpen: (citation: OpenCitation) => void }) {
  if (sources.length === 0) return null;
  return (
    <ol aria-label="Sources" className="mt-3 flex flex-col gap-2">
      {sources.map((source, index) => (
        <li key={`${source.document_id}-${source.page}-${index}`}>
          <button
            type="button"
            onClick={() => onOpen({ documentId: source.document_id, name: source.name, page: source.page, highlight: source.highlight ?? null })}
            className={cn('flex w-full flex-col gap-1 rounded-control border border-border bg-background p-3 text-left text-sm hover:bg-surface', focusRing)}
          >
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 font-medium">
              <span className="inline-flex items-center gap-1">
                <FileTextIcon aria-hidden className="size-4" strokeWidth={1.5} />
                {/* One inline run: as flex items of their own, the name and ", page" would be set a gap apart. */}
                <span>
                  [{index + 1}] <InlineName name={source.name} />, page {source.page}
                </span>
              </span>
              <span className="text-muted">{Math.round(source.confidence * 100)}% confidence</span>
            </span>
            {source.snippet && <span className="line-clamp-3 text-muted">{source.snippet}</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}
