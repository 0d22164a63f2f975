import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app.factory.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { LogCapture } from './log-capture.js';
import { createTestDatabase, seedEmbeddedDatabase } from './test-database.js';

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
 * Pass `dataDir`/`databaseUrl` to restart an app on the same data, and `logs` to read what it logs (at LOG_LEVEL,
 * else TEST_LOG_LEVEL, else silent).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  reuse?: { dataDir: string; databaseUrl: string | null },
  options: { logs?: LogCapture } = {},
): Promise<TestApp & { dataDir: string; databaseUrl: string | null }> {
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'pagewise-test-'));
  const database = reuse ? { url: reuse.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  if (!reuse && !database.url && !env.DATABASE_URL) await seedEmbeddedDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
    ...env,
  });
  const app = await createApp(config, options.logs?.stream);
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
