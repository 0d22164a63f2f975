import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Database and Redis servers of our own, on ephemeral ports, that a test may stop and start again: the
 * machine's shared PostgreSQL (5432) and Redis (6379) are never touched.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const PG_ROOT = '/usr/lib/postgresql';
export const postgresBin = existsSync(PG_ROOT)
  ? readdirSync(PG_ROOT)
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => join(PG_ROOT, v, 'bin'))
      .find((dir) => existsSync(join(dir, 'pg_ctl')))
  : undefined;
export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** PostgreSQL refuses to run as root: as root (CI containers), its commands run as the postgres user. */
function pg(command: string, args: string[]): void {
  const binary = join(postgresBin!, command);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'pipe' });
  else execFileSync(binary, args, { stdio: 'pipe' });
}

export class ThrowawayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<ThrowawayPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'pagewise-pg-'));
    chmodSync(dir, 0o777);
    const server = new ThrowawayPostgres(dir, await freePort());
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    server.start();
    return server;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    pg('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  /** A fast shutdown: sessions are ended (57P01), as when an operator restarts the server. */
  stop(): void {
    pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class ThrowawayRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<ThrowawayRedis> {
    const server = new ThrowawayRedis(await freePort());
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
