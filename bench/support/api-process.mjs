// The built API as the benchmarks run it: the operator CLI creates the organization, then `node dist/main.js`
// (or another script that prints "listening on http://…") runs as a child process on an ephemeral port.
import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The build the benchmarks run: apps/api/dist, or PAGEWISE_API_DIST (another build, e.g. the code before a
 * change, measured with the same harness), as an absolute path.
 */
export const API_DIST = resolve(process.env.PAGEWISE_API_DIST ?? fileURLToPath(new URL('../../apps/api/dist', import.meta.url)));

/** `org:create` with the CLI of the build in `dist`; returns what it prints as JSON (admin_key, organization). */
export function createOrganization(dist, env, { name = 'Bench', plan = 'enterprise' } = {}) {
  const out = execFileSync(process.execPath, [join(dist, 'cli/main.js'), 'org:create', '--name', name, '--plan', plan, '--json'], { env, encoding: 'utf8' });
  const created = JSON.parse(out.trim().split('\n').at(-1));
  if (!created.admin_key) throw new Error(`org:create printed no admin key: ${out}`);
  return created;
}

/**
 * Spawns `node ...args` and resolves with the child and its URL once it says where it listens (127.0.0.1, so
 * the load generator never waits on a name lookup). Its stderr is passed through unless `stderr: 'pipe'`. A
 * process that dies later of anything but a stop says so, since the figures of that run would be wrong.
 */
export function startListening(args, env, { stderr = 'inherit' } = {}) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', stderr] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match) resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGTERM') console.error(`${args.at(-1)} exited (${code ?? signal})`);
      reject(new Error(`${args.at(-1)} exited (${code ?? signal}) before listening${errors ? `: ${errors}` : ''}`));
    });
  });
}

/** SIGTERM, and resolves once the process has exited (at once if it already had). */
export function stopProcess(child) {
  child.removeAllListeners('exit');
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
