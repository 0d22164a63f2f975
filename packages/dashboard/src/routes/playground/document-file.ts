import { sessionClient } from '../../lib/api';
import { runtimeConfig } from '../../runtime-config';
import { ApiError } from '../../lib/session-client';

/** GET /v1/documents/{id}/file: the PDF as uploaded, with the session's cookies. */
export async function documentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  const res = await sessionClient().sessionFetch(`${runtimeConfig().apiUrl}/v1/documents/${encodeURIComponent(documentId)}/file`, { signal });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => null));
  const blob = await res.blob();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
