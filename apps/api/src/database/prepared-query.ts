import { parse, protocol } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { getPGliteInstance } from 'typeorm-pglite';
import { noteEmbeddedDatabaseError } from './pglite-session.js';

type PGlite = Awaited<ReturnType<typeof getPGliteInstance>>;

/**
 * A statement a hot path sends on every request, prepared once per database session under its own name, then
 * only bound and executed: the database parses, analyses and plans it once rather than every time (on a
 * question's statement that was a third of its cost). On PGlite the bind, execute and sync go to the database
 * as one protocol call instead of six. Rows come back typed as `DataSource.query` types them.
 *
 * Only for statements whose best plan does not depend on the values bound: after five executions PostgreSQL
 * may keep one generic plan for them (plan_cache_mode "auto").
 */
export class PreparedQuery<Row> {
  /** PGlite sessions this statement is prepared in, with its parameters' type oids. */
  private readonly preparedIn = new WeakMap<PGlite, number[]>();

  constructor(
    private readonly name: string,
    private readonly text: string,
  ) {}

  async run(db: DataSource, params: unknown[]): Promise<Row[]> {
    const [connection, release] = await (db.driver as PostgresDriver).obtainMasterConnection();
    try {
      if (!db.options.driver) {
        // node-postgres parses a named statement once per connection and remembers that it did.
        const result = await (connection as PoolClient).query<Row & object>({ name: this.name, text: this.text, values: params });
        return result.rows;
      }
      // PGlite: the connection is the session's lease (database/pglite-session.ts); the session is the instance.
      return await this.runOnPglite(await getPGliteInstance(), params).catch((error: unknown) => {
        noteEmbeddedDatabaseError(error);
        throw error;
      });
    } finally {
      await release();
    }
  }

  private async runOnPglite(pg: PGlite, params: unknown[]): Promise<Row[]> {
    const types = this.preparedIn.get(pg) ?? (await this.prepare(pg));
    const values = params.map((value, i) => (value === null || value === undefined ? null : (pg.serializers[types[i]]?.(value) ?? String(value))));
    const { messages } = await pg.execProtocol(
      concat(protocol.serialize.bind({ statement: this.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()),
    );
    return parse.parseResults(messages, pg.parsers)[0].rows as Row[];
  }

  private async prepare(pg: PGlite): Promise<number[]> {
    const { messages } = await pg.execProtocol(
      concat(protocol.serialize.parse({ name: this.name, text: this.text }), protocol.serialize.describe({ type: 'S', name: this.name }), protocol.serialize.sync()),
    );
    const types = parse.parseDescribeStatementResults(messages);
    this.preparedIn.set(pg, types);
    return types;
  }
}

function concat(...messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}
