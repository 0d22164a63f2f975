import { api } from '../../lib/api';

/** GET /v1/documents/{id}/file: the PDF as uploaded, typed as a PDF so the browser's viewer opens it. */
export async function documentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await api().documents.file(documentId, { signal, timeout: 60_000 });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
