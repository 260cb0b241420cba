// The database handle the application uses: a node-postgres pool wrapped by Drizzle, over either a real
// PostgreSQL server (DATABASE_URL) or the embedded one.
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { startEmbeddedPostgres } from './embedded.ts';

export type Db = NodePgDatabase;
/** A transaction or the database itself: repositories accept either, so a use case can run them in one transaction. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  pool: pg.Pool;
  embedded: boolean;
  /** Answers whether the database responds within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  /** For an in-memory embedded database: a dump to start from (see startEmbeddedPostgres). */
  embeddedTemplate?: Blob;
}): Promise<Database> {
  // Embedded PGlite has one backend that runs one statement at a time. With several pooled connections,
  // concurrent parameterised statements (Parse/Bind/Execute per message through pglite-socket) were seen to
  // stall the server under concurrent sign-ins; one connection serialises them at the pool instead, with the
  // same throughput ceiling PGlite has anyway. A real PostgreSQL server gets the configured pool.
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: options.dataDir,
        maxConnections: 2,
        template: options.embeddedTemplate,
      });
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({
    connectionString,
    max: embedded ? 1 : options.poolSize,
    // Embedded PostgreSQL runs one query at a time; waiting for the connection is normal there, not a fault.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server (restart, failover) emits 'error'; the pool replaces it.
  pool.on('error', () => {});
  let closed = false;

  return {
    db: drizzle(pool),
    pool,
    embedded: embedded !== undefined,
    async ping(timeoutMs = 2_000) {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = pool.query('select 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await embedded?.stop();
    },
  };
}
