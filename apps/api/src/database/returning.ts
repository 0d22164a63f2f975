import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs an INSERT, UPDATE or DELETE … RETURNING and gives the returned rows. TypeORM's PostgreSQL driver answers
 * UPDATE and DELETE with `[rows, affected]` but INSERT with the rows, on PostgreSQL and PGlite alike; callers of
 * this need not know (nor wrap the statement in a CTE to get plain rows).
 */
export async function returning<T>(db: DataSource | EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return (Array.isArray(result) ? result : []) as T[];
}
