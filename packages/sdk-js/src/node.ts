// Node-only helpers, kept out of the main entry so browser bundles never see node:fs.
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';

/**
 * A File backed by the file at `path`, read lazily by fetch (not loaded into memory first):
 * `client.documents.upload({ file: await fileFromPath('./handbook.pdf') })`.
 */
export async function fileFromPath(path: string, name = basename(path)): Promise<File> {
  const blob = await openAsBlob(path, { type: 'application/pdf' });
  return new File([blob], name, { type: 'application/pdf' });
}
