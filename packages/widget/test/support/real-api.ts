import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const apiDist = join(repo, 'apps/api/dist');

/** Builds apps/api the way CI does. */
export function buildApi(): void {
  execFileSync('npm', ['run', 'build', '-w', '@pagewise/api'], { cwd: repo, stdio: 'pipe', timeout: 240_000 });
}

/**
 * The real Pagewise API as an operator runs it: an organization made with the CLI on a fresh data
 * directory, then `node apps/api/dist/main.js` on a free port.
 */
export async function startRealApi(plan = 'pro', extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-widget-api-'));
  const env = { PATH: process.env.PATH!, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', INGESTION_POLL_MS: '200', ...extraEnv };
  const created = execFileSync(process.execPath, [join(apiDist, 'cli/main.js'), 'org:create', '--name', 'Acme Insurance', '--plan', plan, '--json'], {
    env,
    encoding: 'utf8',
  });
  const adminKey: string = JSON.parse(created.trim().split('\n').at(-1)!).admin_key;

  const child: ChildProcess = spawn(process.execPath, [join(apiDist, 'main.js')], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, { ...init, headers: { Authorization: `Bearer ${adminKey}`, ...(init.headers as object) } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  return {
    url,
    adminKey,
    async publishableKey(origins: string[]): Promise<string> {
      const body = await call('/v1/apikeys', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Website widget', type: 'publishable', scopes: ['chat:query'], allowed_origins: origins }),
      });
      return body.key ?? body.api_key?.key;
    },
    /** PATCH /v1/widget/settings with the admin key (e.g. { starter_questions: [...] }). */
    async widgetSettings(change: Record<string, unknown>): Promise<Record<string, unknown>> {
      return call('/v1/widget/settings', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(change) });
    },
    /** Uploads a PDF and waits until it is processed. */
    async upload(name: string, pdf: Buffer): Promise<void> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
      form.append('name', name);
      const { id } = await call('/v1/documents', { method: 'POST', body: form });
      for (let i = 0; i < 150; i++) {
        const doc = await call(`/v1/documents/${id}`);
        if (doc.status === 'processed') return;
        if (doc.status === 'failed') throw new Error(`Processing ${name} failed: ${JSON.stringify(doc)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`${name} was not processed in time`);
    },
    async close() {
      if (child.exitCode === null) await new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM')));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
