import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export * from '@pagewise/web-support/browser';

/** A throwaway Chromium profile directory, for tools (Lighthouse) that launch their own Chromium. */
export function tempProfile(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pagewise-chromium-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
