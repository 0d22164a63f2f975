import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What the connected database can do; read once at boot and said plainly in the log. */
@Injectable()
export class DatabaseCapabilities implements OnModuleInit {
  private readonly logger = new Logger('Database');
  engine: 'pglite' | 'postgresql' = 'postgresql';
  /** pgvector is installed: vectors can live in the database itself. */
  vector = false;
  serverVersion = '';

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT current_setting('server_version') AS version,
              EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') AS vector`,
    );
    this.engine = this.dataSource.options.driver ? 'pglite' : 'postgresql';
    this.vector = Boolean(row.vector);
    this.serverVersion = row.version;
    const where = this.engine === 'pglite' ? 'embedded PGlite' : `PostgreSQL ${row.version}`;
    if (this.vector) this.logger.log(`Connected to ${where} with pgvector.`);
    else
      this.logger.warn(
        `Connected to ${where} without pgvector: vector search needs CHROMA_URL or the pgvector extension; ` +
          'keyword retrieval works without either.',
      );
  }
}
