import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app.factory.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger, REDACTED_PATHS } from '../../src/common/logging/logger.js';
import { pino } from 'pino';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * Boots the real application (real database: PGlite, or a fresh PostgreSQL database when DATABASE_URL is set)
 * on an ephemeral port. `env` is the only environment it sees, so tests never depend on the shell's.
 * Pass `dataDir`/`databaseUrl` to restart an app on the same data, and `logLines` to collect what it logs
 * (JSON lines, info and above, redacted as in production).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  reuse?: { dataDir: string; databaseUrl: string | null },
  options: { logLines?: string[] } = {},
): Promise<TestApp & { dataDir: string; databaseUrl: string | null }> {
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'pagewise-test-'));
  const database = reuse ? { url: reuse.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const { logLines } = options;
  const logger = logLines
    ? pino({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, { write: (line: string) => logLines.push(line) })
    : createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const app = await createApp(config, logger);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let closed = false;
  return {
    app,
    config,
    url,
    dataDir,
    databaseUrl: database.url,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (!reuse) {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
