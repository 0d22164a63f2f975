import type { DocumentDetail } from '@pagewise/sdk';
import { queryOptions } from '@tanstack/react-query';
import { dashboardConfig } from '../../dashboard-config';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';

/** One document's detail; asked again every 2.5 s while it is processing, so its stage moves on screen. */
export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: keys.document(id),
    queryFn: ({ signal }) => api().documents.get(id, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? dashboardConfig.documentPollMs : false),
  });

/**
 * "Queued", "Parsing the PDF", "Reading scanned page 3 of 12", "Indexing 40 of 96 chunks". The API reads a PDF's
 * text layer in one step and reports it as 0 of 1 (then 1 of 1): that is not a page count, so it is not shown as
 * one; a count of more than one unit is pages.
 */
export function stageText(document: Pick<DocumentDetail, 'progress'>): string {
  const p = document.progress;
  if (!p || p.stage === 'queued') return 'Queued';
  if (p.stage === 'parsing') return p.total > 1 ? `Parsing ${p.done} of ${p.total} pages` : 'Parsing the PDF';
  if (p.stage === 'ocr') return `Reading scanned page ${Math.min(p.done + 1, p.total)} of ${p.total}`;
  return p.total ? `Indexing ${p.done} of ${p.total} chunks` : 'Indexing';
}

/** Chunks, where the API tells them (newer APIs add `chunks` to the detail). */
export const chunkCount = (document: DocumentDetail): number | null => {
  const chunks = (document as DocumentDetail & { chunks?: number | null }).chunks;
  return typeof chunks === 'number' ? chunks : null;
};
