import { PGliteDriver } from 'typeorm-pglite';

type Done = (error?: unknown) => void;

/**
 * PGlite is one database session, and typeorm-pglite hands that session to every query runner at once: a query
 * from one request, issued while another caller's transaction is open, runs inside that transaction and is
 * silently undone when it rolls back (or aborts it, if the query fails). This pool leases the session to one
 * query runner at a time, from connect to release, in arrival order: a transaction has the session to itself
 * and other work waits its turn, as it would for a row lock on PostgreSQL.
 *
 * A runner must therefore not wait on a query of another runner while it holds the lease (inside a transaction,
 * use its manager, never the global data source), or both wait forever.
 */
export function exclusivePgliteDriver(options: ConstructorParameters<typeof PGliteDriver>[0]) {
  const { Pool } = new PGliteDriver(options).driver;
  type ConnectCallback = Parameters<InstanceType<typeof Pool>['connect']>[0];

  class ExclusivePool extends Pool {
    private queue: Promise<void> = Promise.resolve();

    override async connect(callback: ConnectCallback): Promise<void> {
      let free!: () => void;
      const turn = new Promise<void>((resolve) => (free = resolve));
      const previous = this.queue;
      this.queue = previous.then(() => turn);
      await previous;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        free();
      };
      await super.connect((error, client, done) => {
        if (error) release(); // TypeORM does not release a runner that failed to connect
        callback(error, client, (err?: unknown) => {
          (done as Done)(err);
          release();
        });
      });
    }
  }

  return { Pool: ExclusivePool };
}
