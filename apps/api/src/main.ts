import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { DataDirLockedError } from './database/pglite-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  stopGracefullyOnSignals(() => app.close(), new Logger('Process'));
  await app.listen(config.http.port, config.http.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.http.port;
  const mail = config.mail.smtpUrl
    ? `sent through ${new URL(config.mail.smtpUrl).host}`
    : `written to ${join(config.dataDir, 'outbox')} and printed in this log`;
  const database = config.database.url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'pglite')}`;
  process.stdout.write(
    [
      `Pagewise API listening on http://localhost:${port}  (health: /health, OpenAPI: /v1/openapi.json)`,
      `Database: ${database}`,
      `Verification emails and password-reset codes: ${mail}`,
      '',
    ].join('\n'),
  );
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, run every module's shutdown hook
 * (workers stop, the database closes), then exit 0. A second signal or 20 s without finishing forces the exit.
 */
function stopGracefullyOnSignals(close: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.log({ signal }, 'Shutting down: finishing in-flight requests');
    setTimeout(() => process.exit(1), 20_000).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Pagewise API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
