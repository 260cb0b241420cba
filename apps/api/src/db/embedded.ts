// Embedded PostgreSQL for a laptop or a test: PGlite (PostgreSQL compiled to WebAssembly) served to this same
// process over the PostgreSQL wire protocol, so that the application uses the same driver (node-postgres) and
// the same SQL as against a real server. PGlite has no authentication, so it is never put on a TCP port (where
// any local process could connect): it listens on a Unix socket inside a fresh directory only this user can
// enter (mkdtemp makes it 0700), removed when the database stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = {
  connectionString: string;
  /** The socket file the server listens on (its directory is private to this user). */
  socketPath: string;
  /** The whole database as a tarball: a template that `template` below starts a copy of (tests' migrated schema). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
};

/**
 * `dataDir` of 'memory' keeps everything in memory (tests); otherwise data persists under `dataDir/pglite`.
 * `template` (memory only) starts from a dump instead of an empty cluster: creating a cluster (initdb) is most of
 * the time a test's database takes to start, and copying a migrated one is several times faster.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
  template?: Blob;
}): Promise<EmbeddedPostgres> {
  let dataPath: string | undefined;
  if (options.dataDir !== 'memory') {
    dataPath = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true, mode: 0o700 });
  }
  if (options.template && dataPath) throw new Error('A database template is for an in-memory database only.');
  const pglite = await PGlite.create(dataPath, options.template ? { loadDataDir: options.template } : {});
  // os.tmpdir() keeps the path short: a Unix socket path is limited to about 100 bytes.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-pg-'));
  // node-postgres finds the socket as <host>/.s.PGSQL.<port>, as libpq does.
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({
    db: pglite,
    path: socketPath,
    maxConnections: options.maxConnections,
  });
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return {
    connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    socketPath,
    dump: () => pglite.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await pglite.close();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
