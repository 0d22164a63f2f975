import { ApiError } from '@pagewise/protocol/account';
import { v1Fetch } from '../../lib/api';
import { runtimeConfig } from '../../runtime-config';

/** GET /v1/documents/{id}/file: the PDF as uploaded, with the session's cookies. */
export async function documentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  const res = await v1Fetch(`${runtimeConfig().apiUrl}/v1/documents/${encodeURIComponent(documentId)}/file`, { signal });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => null));
  const blob = await res.blob();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
