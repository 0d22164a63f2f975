import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Pagewise } from '@pagewise/sdk';
import { textPdf } from '../../../sdk-js/test/support/pdf';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const apiDir = join(repo, 'apps/api');

/** A handbook the samples ask about: leave days and how to apply. */
export const HANDBOOK = textPdf([
  ['Employee handbook', 'Every employee gets 24 days of paid leave each year.', 'Leave is taken in whole or half days.'],
  ['Applying for leave', 'Apply for leave in the HR portal at least two weeks ahead.', 'Your manager approves the request within three days.'],
]);
/** Starts like a PDF and ends like one, but holds nothing a parser can read: processing fails. */
export const BROKEN_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ngarbage\n%%EOF\n');

/**
 * The real API (`node apps/api/dist/main.js`, embedded database in a fresh directory, free port) with an
 * Enterprise organization made by the operator CLI, whose admin key the docs' samples and console use.
 */
export async function startDocsApi(env: Record<string, string> = {}) {
  if (!existsSync(join(apiDir, 'dist/main.js'))) execFileSync('npm', ['run', 'build', '-w', '@pagewise/api'], { cwd: repo, stdio: 'pipe', timeout: 240_000 });
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-docs-api-'));
  // Many samples run within a minute; the limits themselves are tested in the API.
  const childEnv = { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_ADMIN_PER_MINUTE: '1000', RATE_LIMIT_SCOPED_PER_MINUTE: '1000', ...env };
  const { stdout } = await run(process.execPath, ['dist/cli/main.js', 'org:create', '--name', 'Docs Co', '--plan', 'enterprise', '--email', 'it@docs.test', '--json'], { cwd: apiDir, env: childEnv });
  const adminKey = JSON.parse(stdout.trim().split('\n').pop()!).admin_key as string;
  const api: ChildProcess = spawn(process.execPath, ['dist/main.js'], { cwd: apiDir, env: { ...childEnv, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const port = /listening on http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    api.stdout!.on('data', onData);
    api.stderr!.on('data', onData);
    api.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });
  const client = new Pagewise({ apiKey: adminKey, baseURL: url, maxRetries: 0 });
  return {
    url,
    adminKey,
    client,
    /** Uploads a PDF and, unless told otherwise, waits until it is processed (or failed). */
    async upload(bytes: Uint8Array = HANDBOOK, name = 'Employee handbook') {
      const document = await client.documents.upload({ file: new Blob([bytes as BlobPart], { type: 'application/pdf' }), name });
      for (let i = 0; i < 120; i++) {
        const detail = await client.documents.get(document.id);
        if (detail.status !== 'processing') return detail;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`Document ${document.id} was still processing after 30 s.`);
    },
    async close() {
      if (api.exitCode === null) await new Promise<void>((resolve) => (api.once('exit', () => resolve()), api.kill('SIGTERM')));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
