import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { makePdf } from './support/pdf-fixtures.js';
import { createTestDatabase } from './support/test-database.js';
import { freePort, hasRedisServer, ThrowawayRedis } from './support/throwaway-services.js';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const runnable = Boolean(process.env.DATABASE_URL) && hasNginx && (Boolean(process.env.REDIS_URL) || hasRedisServer);
if (!runnable) console.warn('Skipping the deployment recipe: it needs DATABASE_URL, nginx (apt-get install nginx-light) and Redis.');
const suite = runnable ? describe : describe.skip;

/** The `sh recipe` blocks of docs/deployment.md, in order: the commands the page tells an operator to run. */
function recipe(): string {
  const page = readFileSync(join(repo, 'docs/deployment.md'), 'utf8');
  return [...page.matchAll(/^```sh recipe\n([\s\S]*?)^```$/gm)].map((m) => m[1]).join('\n');
}

/**
 * docs/deployment.md, run as written: the environment file, migrations and the first organization, two API
 * processes and a worker on PostgreSQL and Redis, the static site and dashboard, and nginx with TLS in front
 * (a self-signed certificate for example.test). Then what a user does through it: pages, an upload that the worker
 * reads, a streamed answer.
 */
suite('the deployment recipe of docs/deployment.md', () => {
  let dir: string;
  let redis: ThrowawayRedis | null = null;
  let dropDatabase: () => Promise<void>;
  let shell: ChildProcess | null = null;
  let nginxConf: string;
  let env: Record<string, string>;
  let output = '';
  let origin: { api: string; site: string; app: string };
  let resolve: string[];

  beforeAll(async () => {
    for (const [what, built] of [['api', 'apps/api/dist/main.js'], ['site', 'packages/site/dist/index.html'], ['dashboard', 'packages/dashboard/dist/index.html'], ['widget', 'packages/widget/dist/widget.js']]) {
      if (!existsSync(join(repo, built))) execFileSync('npm', ['run', 'build', '-w', `@pagewise/${what}`], { cwd: repo, stdio: 'pipe', timeout: 600_000 });
    }
    dir = mkdtempSync(join(tmpdir(), 'pagewise-deploy-'));
    // nginx's workers run as an unprivileged user: the static files under it must be reachable, as /var/www is.
    chmodSync(dir, 0o755);
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    if (!process.env.REDIS_URL) redis = await ThrowawayRedis.create();
    const domain = 'example.test';
    const httpsPort = await freePort();
    origin = { api: `https://api.${domain}:${httpsPort}`, site: `https://www.${domain}:${httpsPort}`, app: `https://app.${domain}:${httpsPort}` };
    resolve = ['api', 'www', 'app'].flatMap((name) => ['--resolve', `${name}.${domain}:${httpsPort}:127.0.0.1`]);
    // A certificate for the three names, signed by a throwaway authority that curl is told to trust.
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${domain}`, '-addext', `subjectAltName=DNS:api.${domain},DNS:www.${domain},DNS:app.${domain}`, '-keyout', join(dir, 'tls.key'), '-out', join(dir, 'tls.pem')], { stdio: 'pipe' });
    mkdirSync(join(dir, 'nginx'));
    env = {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? dir,
      DOMAIN: domain,
      HTTPS_PORT: String(httpsPort),
      SITE_ORIGIN: origin.site,
      APP_ORIGIN: origin.app,
      API_ORIGIN: origin.api,
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL ?? redis!.url,
      PAGEWISE_HOME: repo,
      STATIC_ROOT: join(dir, 'www'),
      PAGEWISE_ENV_FILE: join(dir, 'etc/pagewise.env'),
      PAGEWISE_DATA: join(dir, 'data'),
      LOG_DIR: join(dir, 'log'),
      NGINX_CONF_DIR: join(dir, 'nginx'),
      TLS_CERT: join(dir, 'tls.pem'),
      TLS_KEY: join(dir, 'tls.key'),
      API_PORT_1: String(await freePort()),
      API_PORT_2: String(await freePort()),
      WORKER_PORT: String(await freePort()),
    };
    // The recipe runs in a process group of its own: the processes it leaves running are stopped with it.
    shell = spawn('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', recipe()], { env, cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    shell.stdout!.on('data', (chunk) => (output += chunk));
    shell.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => shell!.once('exit', done));
    if (code !== 0) throw new Error(`The recipe failed (${code}):\n${output}`);

    // nginx as the distribution runs it: its main configuration includes the conf.d file inside http { }.
    nginxConf = join(dir, 'nginx.conf');
    writeFileSync(
      nginxConf,
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/nginx-error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/nginx/pagewise.conf;\n}\n`,
    );
    execFileSync('nginx', ['-t', '-c', nginxConf], { stdio: 'pipe' });
    execFileSync('nginx', ['-c', nginxConf], { stdio: 'pipe' });
  }, 900_000);

  afterAll(async () => {
    if (nginxConf && existsSync(join(dir, 'nginx.pid'))) execFileSync('nginx', ['-c', nginxConf, '-s', 'stop'], { stdio: 'pipe' });
    if (shell?.pid) {
      try {
        process.kill(-shell.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((done) => setTimeout(done, 3000));
    }
    await redis?.stop();
    await dropDatabase?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const curl = async (url: string, args: string[] = []) =>
    (await run('curl', ['-sS', '--fail-with-body', '--cacert', env.TLS_CERT, ...resolve, ...args, url], { maxBuffer: 10 * 1024 * 1024 })).stdout;

  it('serves the API over TLS from both API processes, behind nginx', async () => {
    expect(JSON.parse(await curl(`${origin.api}/health`))).toMatchObject({ status: 'ok' });
    for (const port of [env.API_PORT_1, env.API_PORT_2, env.WORKER_PORT]) {
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    }
    const openapi = JSON.parse(await curl(`${origin.api}/v1/openapi.json`));
    expect(openapi.servers[0].url).toBe(origin.api);
  });

  it('serves the site and the dashboard as files, each with its config.js', async () => {
    expect(await curl(`${origin.site}/`)).toContain('<title>');
    expect(await curl(`${origin.site}/pricing`)).toContain('data-prerendered="/pricing"');
    expect(await curl(`${origin.site}/config.js`)).toContain(origin.api);
    expect(await curl(`${origin.app}/documents`)).toContain('<div id="root">');
    const appConfig = await curl(`${origin.app}/config.js`);
    expect(appConfig).toContain(origin.api);
    expect(appConfig).toContain(origin.site);
  });

  it("reads an upload through a worker (the API processes run no background work) and streams an answer", async () => {
    const adminKey = /Admin key \(shown once, store it now\): (pw_sk_\S+)/.exec(output)?.[1];
    expect(adminKey).toBeDefined();
    writeFileSync(join(dir, 'handbook.pdf'), await makePdf({ pages: ['Orders ship within 3 days of payment.'] }));
    const auth = ['-H', `Authorization: Bearer ${adminKey}`];
    const uploaded = JSON.parse(await curl(`${origin.api}/v1/documents`, [...auth, '-F', `file=@${join(dir, 'handbook.pdf')};type=application/pdf`]));
    let status = uploaded.status;
    for (let i = 0; i < 120 && status === 'processing'; i++) {
      await new Promise((done) => setTimeout(done, 500));
      status = JSON.parse(await curl(`${origin.api}/v1/documents/${uploaded.id}`, auth)).status;
    }
    expect(status).toBe('processed');
    expect(readFileSync(join(env.LOG_DIR, 'worker-1.log'), 'utf8')).not.toBe('');
    const stream = await curl(`${origin.api}/v1/chat/stream`, [...auth, '-N', '-H', 'Content-Type: application/json', '-d', JSON.stringify({ message: 'How soon do orders ship?' })]);
    expect(stream).toContain('data: [DONE]');
    expect(stream).toContain('handbook.pdf');
  }, 120_000);
});
