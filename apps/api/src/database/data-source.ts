import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { MIGRATIONS } from './migrations.js';
import { DiskTooFullToStartError, SPACE_TO_OPEN_BYTES, diskSpaceOfSync } from './data-dir-space.js';
import { embeddedDatabaseStopped, exclusivePgliteDriver } from './pglite-session.js';
import { tuneWasmTiering } from './wasm-tiering.js';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in-process with its files under DATA_DIR/pglite; `entities` are
 * the application's (src/entities.ts).
 */
export function dataSourceOptions(config: AppConfig, entities: Function[]): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // gen_random_uuid() is built into PostgreSQL 13+; PGlite has no uuid-ossp to install.
    installExtensions: false,
  };
  if (config.database.url) {
    return { ...common, url: config.database.url, extra: { max: 10 } };
  }
  const dataDir = join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  // Said before PGlite tries: on a full disk it fails with "PGlite failed to initialize properly" and no more.
  const space = diskSpaceOfSync(dataDir);
  if (space.freeBytes < SPACE_TO_OPEN_BYTES) throw new DiskTooFullToStartError(config.dataDir, space);
  tuneWasmTiering();
  return { ...common, driver: exclusivePgliteDriver({ dataDir, extensions: { vector, btree_gin } }) };
}

/** Advisory-lock key so that API instances starting together apply migrations once, one after another. */
const MIGRATION_LOCK = 7_214_002;

/** Connects and brings the schema up to date; the same migrations run on PGlite and PostgreSQL. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource(options);
  // PGlite is one process's database (its data directory is locked), and its session is leased to one runner
  // at a time: holding a runner for the advisory lock would leave none for the migrations.
  if (options.driver) {
    const { dataDir } = options.driver as { dataDir: string };
    try {
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
    } catch (error) {
      // Opening writes (recovery, a checkpoint): a disk that filled up meanwhile is the likeliest cause.
      const space = diskSpaceOfSync(dataDir);
      if (space.freeBytes < SPACE_TO_OPEN_BYTES || embeddedDatabaseStopped()) throw new DiskTooFullToStartError(dirname(dataDir), space, error);
      throw error;
    }
    return dataSource;
  }
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}
