import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const apiDir = join(root, 'apps/api');

/** The /v1 endpoints have landed when the API has its documents feature. */
export const apiAvailable = existsSync(join(apiDir, 'src/documents'));

export interface RunningApi {
  url: string;
  adminKey: string;
  stop(): Promise<void>;
}

/**
 * Builds the API (with `rebuild: false`, only when it has no build yet: `npm test` builds every workspace
 * first, and the examples' tests need not pay for another build), creates an organization with the operator CLI and boots `node dist/main.js` on an ephemeral
 * port with the embedded database (PGlite) in a fresh data directory, the way `npm start` runs it.
 */
export async function startApi(env: Record<string, string> = {}, { rebuild = true } = {}): Promise<RunningApi> {
  if (rebuild || !existsSync(join(apiDir, 'dist/main.js'))) await run('npm', ['run', 'build', '-w', '@pagewise/api', '--silent'], { cwd: root });
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-sdk-contract-'));
  const childEnv = { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env };
  const { stdout } = await run(
    process.execPath,
    ['dist/cli/main.js', 'org:create', '--name', 'Contract Co', '--plan', 'enterprise', '--email', 'it@contract.test', '--json'],
    { cwd: apiDir, env: childEnv },
  );
  const adminKey = JSON.parse(stdout.trim().split('\n').pop()!).admin_key as string;

  const child = spawn(process.execPath, ['dist/main.js'], { cwd: apiDir, env: { ...childEnv, PORT: '0', HOST: '127.0.0.1' } });
  const url = await listeningUrl(child);
  return {
    url,
    adminKey,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });
}
