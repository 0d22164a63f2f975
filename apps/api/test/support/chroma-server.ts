import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';

export interface ChromaServer {
  url: string;
  stop(): Promise<void>;
  /** Stops the server and keeps its data (an outage). */
  halt(): Promise<void>;
}

/**
 * Starts a real Chroma server from the installed `chromadb` package's own CLI (`chroma run --path --port`),
 * with its data in a temporary folder, and waits for its heartbeat. Rejects with the server's output when
 * it cannot start (e.g. the native binding does not load on this machine).
 */
export async function startChromaServer(timeoutMs = 30_000, again?: { port: number; dataDir: string }): Promise<ChromaServer & { port: number; dataDir: string }> {
  const cli = chromaCli();
  const dataDir = again?.dataDir ?? mkdtempSync(join(tmpdir(), 'pagewise-chroma-'));
  const port = again?.port ?? (await freePort());
  const child = spawn(process.execPath, [cli, 'run', '--path', dataDir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (part: Buffer) => (output += part.toString()));
  child.stderr!.on('data', (part: Buffer) => (output += part.toString()));
  const url = `http://127.0.0.1:${port}`;
  // `again` (an outage's end: same port, same data) keeps the data when it stops; else it is removed.
  const stop = () => stopChild(child).then(() => (again ? undefined : rmSync(dataDir, { recursive: true, force: true })));
  const halt = () => stopChild(child);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await heartbeat(url)) return { url, stop, halt, port, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`Chroma did not start on port ${port}:\n${output.slice(-2000)}`);
}

/** The package's `chroma` bin (dist/cli.mjs); its exports do not include package.json, so walk up from main. */
function chromaCli(): string {
  const main = createRequire(import.meta.url).resolve('chromadb');
  const marker = `${sep}node_modules${sep}chromadb${sep}`;
  return join(main.slice(0, main.lastIndexOf(marker) + marker.length), 'dist', 'cli.mjs');
}

async function heartbeat(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/v2/heartbeat`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
