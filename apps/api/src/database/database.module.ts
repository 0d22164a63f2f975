import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseCapabilities } from './database-capabilities.js';
import { DataDirSpace } from './data-dir-space.js';
import { dataSourceOptions, openDatabase } from './data-source.js';
import { lockDataDir } from './pglite-lock.js';
import { TableMaintenance } from './table-maintenance.js';

@Global()
@Module({})
export class DatabaseModule {
  /** `entities`: the application's (src/entities.ts), so that this layer imports no feature. */
  static forRoot(entities: Function[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => {
            if (!config.database.url) lockDataDir(config.dataDir);
            // Opening PGlite again in the same process meets the same files: one try, and its error is the answer.
            return { ...dataSourceOptions(config, entities), ...(config.database.url ? {} : { toRetry: () => false }) };
          },
          dataSourceFactory: async (options) => openDatabase(options!),
        }),
      ],
      providers: [DatabaseCapabilities, TableMaintenance, DataDirSpace],
      exports: [DatabaseCapabilities, TableMaintenance, DataDirSpace],
    };
  }
}
