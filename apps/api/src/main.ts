import 'reflect-metadata';
import { writeSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { DiskTooFullToStartError } from './database/data-dir-space.js';
import { DataDirLockedError } from './database/pglite-lock.js';

/**
 * The API runs in a worker thread; this process's main thread only starts it and answers signals. A call that
 * never returns (the embedded database stuck in a write, a runaway loop) holds the worker's thread, never this
 * one, so SIGTERM/SIGINT always end the process within SHUTDOWN_GRACE_SECONDS.
 */
if (isMainThread) supervise();
else serve();

type StopMessage = { stop: NodeJS.Signals };

function supervise(): void {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error);
  }
  const worker = new Worker(new URL(import.meta.url));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: at once
    stopping = true;
    worker.postMessage({ stop: signal } satisfies StopMessage);
    setTimeout(() => {
      process.stderr.write(`Pagewise API did not stop within ${config.shutdownGraceMs / 1000} s of ${signal}; ending it now.\n`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => process.exit(code));
}

/**
 * The worker: builds and serves the app. On the main thread's stop message: stop accepting connections, let
 * in-flight requests finish, run every module's shutdown hook (workers stop, the database closes), then exit 0.
 */
async function serve(): Promise<void> {
  try {
    const config = loadConfig();
    // Loaded here, not at the top: the main thread never needs the application's modules.
    const { createApp } = await import('./app.factory.js');
    const app = await createApp(config);
    const logger = new Logger('Process');
    parentPort!.on('message', ({ stop: signal }: StopMessage) => {
      logger.log({ signal }, 'Shutting down: finishing in-flight requests');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    });
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
  } catch (error) {
    fail(error);
  }
}

/** Problems an operator fixes (configuration, a locked or full data directory) in one plain sentence. */
function fail(error: unknown): never {
  const plain = causes(error).find((e) => e instanceof ConfigError || e instanceof DataDirLockedError || e instanceof DiskTooFullToStartError);
  const text = plain ? plain.message : `Pagewise API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  // Written at once, not through the main thread's stream: the process ends right after.
  writeSync(2, `${text}\n`);
  process.exit(1);
}

function causes(error: unknown): Error[] {
  const out: Error[] = [];
  for (let e = error; e instanceof Error && out.length < 5; e = e.cause) out.push(e);
  return out;
}
