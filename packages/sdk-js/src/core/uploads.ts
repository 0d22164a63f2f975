import type { DocumentUploadParams, Uploadable } from '../types.js';

const PDF = 'application/pdf';

/**
 * The multipart body of POST /v1/documents. Streams are read into a Blob first: the body has to be
 * sent again if the request is retried, and fetch cannot stream a request body in every runtime.
 */
export async function uploadForm({ file, name }: DocumentUploadParams): Promise<FormData> {
  const blob = await toBlob(file);
  const form = new FormData();
  form.append('file', blob, fileName(file) ?? name ?? 'document.pdf');
  if (name) form.append('name', name);
  return form;
}

async function toBlob(file: Uploadable): Promise<Blob> {
  // Untyped parts go out as application/octet-stream, which the API's PDF check would refuse.
  if (file instanceof Blob) return file.type ? file : new Blob([file], { type: PDF });
  if (file instanceof Uint8Array || file instanceof ArrayBuffer) return new Blob([file as BlobPart], { type: PDF });
  const parts: BlobPart[] = [];
  if ('getReader' in file) {
    const reader = file.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parts.push(chunk.value as BlobPart);
  } else {
    for await (const chunk of file) parts.push(chunk as BlobPart);
  }
  return new Blob(parts, { type: PDF });
}

/** A File's name, or the base name of a Node `fs.ReadStream`'s path. */
function fileName(file: Uploadable): string | undefined {
  const named = file as { name?: unknown; path?: unknown };
  if (typeof named.name === 'string' && named.name) return named.name;
  if (typeof named.path === 'string') return named.path.split(/[\\/]/).pop();
  return undefined;
}
