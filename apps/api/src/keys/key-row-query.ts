import type { DataSource, EntityMetadata } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import { ApiKey } from './api-key.entity.js';

/**
 * The key behind a hash together with its organization, in one statement over the unique key_hash index.
 * The SQL is built once from the entity metadata, and rows are hydrated the way TypeORM would (Dates, jsonb,
 * bigint transformer) without a query builder per request.
 */
export class KeyRowQuery {
  private readonly sql: string;
  private readonly keyMeta: EntityMetadata;
  private readonly orgMeta: EntityMetadata;

  constructor(private readonly db: DataSource) {
    this.keyMeta = db.getMetadata(ApiKey);
    this.orgMeta = db.getMetadata(Organization);
    const columns = [...selectList(this.keyMeta, 'k'), ...selectList(this.orgMeta, 'o')].join(', ');
    this.sql = `SELECT ${columns} FROM api_keys k JOIN organizations o ON o.id = k.organization_id WHERE k.key_hash = $1`;
  }

  async byHash(keyHash: string): Promise<ApiKey | null> {
    const rows: Record<string, unknown>[] = await this.db.query(this.sql, [keyHash]);
    if (!rows.length) return null;
    const key = this.hydrate<ApiKey>(this.keyMeta, rows[0], 'k');
    key.organization = this.hydrate<Organization>(this.orgMeta, rows[0], 'o');
    return key;
  }

  private hydrate<T>(meta: EntityMetadata, row: Record<string, unknown>, alias: string): T {
    const entity = meta.create() as T & object;
    for (const column of meta.columns) {
      column.setEntityValue(entity, this.db.driver.prepareHydratedValue(row[`${alias}_${column.databaseName}`], column));
    }
    return entity;
  }
}

function selectList(meta: EntityMetadata, alias: string): string[] {
  return meta.columns.map((c) => `${alias}."${c.databaseName}" AS "${alias}_${c.databaseName}"`);
}
