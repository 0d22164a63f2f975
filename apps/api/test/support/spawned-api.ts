import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { seedEmbeddedDatabaseIfReady } from './test-database.js';

const dist = join(process.cwd(), 'dist');

/** The built API (npm run build -w @pagewise/api), as an operator runs it: a separate process we can kill. */
export function requireBuild(): void {
  if (!existsSync(join(dist, 'main.js'))) throw new Error('Build the API first (npm run build -w @pagewise/api).');
}

/** Runs the operator CLI once against the same data and returns its JSON output. */
export function cli(env: Record<string, string>, args: string[]): any {
  seed(env);
  const out = execFileSync(process.execPath, [join(dist, 'cli/main.js'), ...args, '--json'], { env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

/** A new embedded data directory starts as a copy of the migrated template (test-database.ts), when there is one. */
function seed(env: Record<string, string>): void {
  if (env.DATA_DIR && !env.DATABASE_URL) seedEmbeddedDatabaseIfReady(env.DATA_DIR);
}

export interface SpawnedApi {
  process: ChildProcess;
  url: string;
}

/**
 * Starts `node dist/main.js` on an ephemeral port and resolves once it says where it listens. `nodeArgs` go
 * before the script (e.g. `--import` of a test preload).
 */
export function startApi(env: Record<string, string>, nodeArgs: string[] = []): Promise<SpawnedApi> {
  seed(env);
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'main.js')], {
    env: { PATH: process.env.PATH!, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match) resolve({ process: child, url: match[1].replace('localhost', '127.0.0.1') });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });
}

/** Resolves once the process has ended, also when it ended before the call (its 'exit' event already gone). */
export function exited(api: SpawnedApi): Promise<void> {
  if (api.process.exitCode !== null || api.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => api.process.once('exit', () => resolve()));
}

/** Stops a spawned API: SIGKILL for a crash, SIGTERM for a clean stop. */
export function stopApi(api: SpawnedApi, signal: NodeJS.Signals): Promise<void> {
  const ended = exited(api);
  if (api.process.exitCode === null && api.process.signalCode === null) api.process.kill(signal);
  return ended;
}
