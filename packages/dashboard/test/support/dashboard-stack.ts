import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDashboardServer } from '../../scripts/dashboard-server.mjs';
import { SmtpCapture } from '../../../../apps/api/test/support/smtp-capture';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const apiMain = join(repo, 'apps/api/dist/main.js');
const cliMain = join(repo, 'apps/api/dist/cli/main.js');
const dashboardDist = fileURLToPath(new URL('../../dist/', import.meta.url));
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));

/** A page served from its own origin, its HTML set by the test (a customer's website, the site's sign-in page). */
export async function startPageServer(initial = '<!doctype html><title>Page</title><h1>Page</h1>') {
  let html = initial;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  const url = await listen(server);
  return { url, requests, setHtml: (next: string) => void (html = next), close: () => close(server) };
}

/**
 * Everything a dashboard user meets, real: the built dashboard (served as `npm run serve` does), the built API
 * (`node apps/api/dist/main.js`) on a fresh PostgreSQL database so that the operator CLI can change the plan
 * while it runs, a real SMTP server that keeps what the API mails, a stand-in for the site's sign-in page and a
 * customer's website on origins of their own.
 */
export async function startDashboardStack() {
  if (!existsSync(apiMain)) execFileSync('npm', ['run', 'build', '-w', '@pagewise/api'], { cwd: repo, stdio: 'pipe', timeout: 300_000 });
  if (!existsSync(join(repo, 'packages/widget/dist/widget.js'))) execFileSync('npm', ['run', 'build', '-w', '@pagewise/widget'], { cwd: repo, stdio: 'pipe', timeout: 300_000 });
  if (!existsSync(join(dashboardDist, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: join(dashboardDist, '..'), stdio: 'pipe', timeout: 300_000 });

  const database = `pagewise_dashboard_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString();

  const smtp = await SmtpCapture.start();
  const site = await startPageServer('<!doctype html><html lang="en"><title>Sign in</title><h1>Sign in to Pagewise</h1></html>');
  const customer = await startPageServer();
  const config = { apiUrl: 'http://127.0.0.1:1', siteUrl: site.url };
  const dashboardServer = createDashboardServer({ dist: dashboardDist, config: () => config });
  const dashboardUrl = await listen(dashboardServer);
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-dashboard-api-'));
  const env = {
    PATH: process.env.PATH!,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_URL: site.url,
    DASHBOARD_URL: dashboardUrl,
    SMTP_URL: smtp.url,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ADMIN_PER_MINUTE: '1000',
    RATE_LIMIT_SCOPED_PER_MINUTE: '1000',
  };
  const api: ChildProcess = spawn(process.execPath, [apiMain], { env: { ...env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const apiUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    api.stdout!.on('data', onData);
    api.stderr!.on('data', onData);
    api.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });
  config.apiUrl = apiUrl;

  return {
    apiUrl,
    dashboardUrl,
    site,
    customer,
    smtp,
    /** The operator CLI against the same database, as an operator runs it beside the API. */
    cli: (...args: string[]) => JSON.parse(execFileSync(process.execPath, [cliMain, ...args, '--json'], { env, encoding: 'utf8' }).trim().split('\n').at(-1)!),
    apiOutput: () => output,
    async close() {
      if (api.exitCode === null) await new Promise<void>((resolve) => (api.once('exit', () => resolve()), api.kill('SIGTERM')));
      await Promise.all([close(dashboardServer), site.close(), customer.close(), smtp.close()]);
      const drop = new pg.Client({ connectionString: POSTGRES });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await drop.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
