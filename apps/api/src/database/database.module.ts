import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseCapabilities } from './database-capabilities.js';
import { dataSourceOptions, openDatabase } from './data-source.js';
import { lockDataDir } from './pglite-lock.js';
import { TableMaintenance } from './table-maintenance.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => {
            if (!config.database.url) lockDataDir(config.dataDir);
            return dataSourceOptions(config);
          },
          dataSourceFactory: async (options) => openDatabase(options!),
        }),
      ],
      providers: [DatabaseCapabilities, TableMaintenance],
      exports: [DatabaseCapabilities, TableMaintenance],
    };
  }
}
