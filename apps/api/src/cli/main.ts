import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { DomainError } from '../common/errors/domain-error.js';
import { createLogger, NestPinoLogger } from '../common/logging/logger.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { DataDirLockedError } from '../database/pglite-lock.js';
import { parseCliArgs, UsageError } from './cli-args.js';
import { runCommand } from './commands.js';

/** Operator CLI (`npm run pagewise -- <command>`): not reachable over HTTP. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const config = { ...loadConfig(), backgroundJobs: false };
  // Logs go to stderr so that stdout carries only the command's result.
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn', 2);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
  });
  try {
    await runCommand(app, args, (text) => process.stdout.write(`${text}\n`));
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [ConfigError, DataDirLockedError, UsageError, DomainError].some((k) => error instanceof k);
    process.stderr.write(`${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(known && error instanceof UsageError ? 2 : 1);
  },
);
