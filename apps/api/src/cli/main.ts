import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module.js';
import { DomainError } from '../common/errors/domain-error.js';
import { ConfigError, defaultLogFormat, loadConfig } from '../config/load-config.js';
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
  const loaded = loadConfig();
  const config = {
    ...loaded,
    backgroundJobs: false,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    logFormat: process.env.LOG_FORMAT ? loaded.logFormat : defaultLogFormat(loaded.env, process.stderr),
  };
  // Logs go to stderr so that stdout carries only the command's result.
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, 2), { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
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
