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

/** "Queued", "Parsing 3 of 12 pages", "Reading scanned page 3 of 12", "Indexing 40 of 96 chunks". */
export function stageText(document: Pick<DocumentDetail, 'progress'>): string {
  const p = document.progress;
  if (!p || p.stage === 'queued') return 'Queued';
  if (p.stage === 'parsing') return p.total ? `Parsing ${p.done} of ${p.total} pages` : 'Parsing';
  if (p.stage === 'ocr') return `Reading scanned page ${Math.min(p.done + 1, p.total)} of ${p.total}`;
  return p.total ? `Indexing ${p.done} of ${p.total} chunks` : 'Indexing';
}

/** Chunks, where the API tells them (newer APIs add `chunks` to the detail). */
export const chunkCount = (document: DocumentDetail): number | null => {
  const chunks = (document as DocumentDetail & { chunks?: number | null }).chunks;
  return typeof chunks === 'number' ? chunks : null;
};
