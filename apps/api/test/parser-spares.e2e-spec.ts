import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createOrganization } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp } from './support/test-app.js';

const linux = existsSync('/proc/self/status') ? describe : describe.skip;

/** Parser processes of this test process (the API runs in it): children running the parser's code. */
function allParserProcesses(): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'latin1');
      if (/^PPid:\s+(\d+)/m.exec(status)?.[1] !== String(process.pid)) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'latin1').includes('pdfjsWorker')) found.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return found;
}

/**
 * The parser processes started since `before` was taken: a Jest worker runs other test files first, whose pools
 * may still have idle processes that end in their own time.
 */
const since = (before: number[]) => () => allParserProcesses().filter((pid) => !before.includes(pid));

async function waitFor<T>(look: () => T, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = look();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

linux('spare parser processes (INGESTION_SPARE_PARSERS)', () => {
  it('has one started before any upload, gives it to the first upload and starts another once no file has been read for a second', async () => {
    const parserProcesses = since(allParserProcesses());
    const t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
    try {
      const [spare] = await waitFor(parserProcesses, (pids) => pids.length === 1);
      expect(spare).toBeDefined();
      const org = await createOrganization(t, 'enterprise');
      const { body } = await upload(t, org.adminKey, await makePdf(), 'first.pdf');
      expect((await settled(t, org.adminKey, body.id)).status).toBe('processed');
      // The spare read the file (and stays with that organization); a new spare, started once the pool was quiet,
      // waits for the next one.
      const after = await waitFor(parserProcesses, (pids) => pids.length === 2);
      expect(after).toContain(spare);
      expect(after).toHaveLength(2);
    } finally {
      await t.close();
    }
    // Shutting down ends them all.
    expect(await waitFor(parserProcesses, (pids) => pids.length === 0)).toEqual([]);
  });

  it('starts none with INGESTION_SPARE_PARSERS=0, nor with BACKGROUND_JOBS=false', async () => {
    const settings: Array<Record<string, string>> = [{ INGESTION_SPARE_PARSERS: '0' }, { BACKGROUND_JOBS: 'false' }];
    for (const env of settings) {
      const parserProcesses = since(allParserProcesses());
      const t = await startTestApp({ ...MATRIX_ENV, ...env });
      try {
        await new Promise((r) => setTimeout(r, 1_000));
        expect(parserProcesses()).toEqual([]);
      } finally {
        await t.close();
      }
    }
  });
});
