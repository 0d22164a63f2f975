import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from '../../scripts/site-server.mjs';
import { SmtpCapture } from '../../../../apps/api/test/support/smtp-capture';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const apiMain = join(repo, 'apps/api/dist/main.js');
export const siteDist = fileURLToPath(new URL('../../dist/', import.meta.url));
export const SALES_EMAIL = 'sales@pagewise.test';

/** The site as built (dist/), served the way `npm run serve` serves it, on a free port. */
export async function startSite(config: { apiUrl: string; dashboardUrl: string }) {
  if (!existsSync(join(siteDist, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: join(siteDist, '..'), stdio: 'pipe' });
  const server: Server = createSiteServer({ dist: siteDist, config: () => config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    config,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * The whole stack a visitor meets: the built site, the real API (`node apps/api/dist/main.js` on a fresh data
 * directory, trusting the site's origin) and a real SMTP server that keeps what the API mails.
 */
export async function startSiteStack() {
  if (!existsSync(apiMain)) execFileSync('npm', ['run', 'build', '-w', '@pagewise/api'], { cwd: repo, stdio: 'pipe', timeout: 240_000 });
  const smtp = await SmtpCapture.start();
  const site = await startSite({ apiUrl: 'http://127.0.0.1:1', dashboardUrl: 'http://127.0.0.1:3001' });
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-site-api-'));
  const api: ChildProcess = spawn(process.execPath, [apiMain], {
    env: {
      PATH: process.env.PATH!,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SITE_URL: site.url,
      SMTP_URL: smtp.url,
      SALES_EMAIL,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  site.config.apiUrl = apiUrl;
  return {
    site,
    apiUrl,
    smtp,
    dataDir,
    async close() {
      if (api.exitCode === null) await new Promise<void>((resolve) => (api.once('exit', () => resolve()), api.kill('SIGTERM')));
      await Promise.all([site.close(), smtp.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
