// Embedded PostgreSQL for a laptop or a test: PGlite (PostgreSQL compiled to WebAssembly) served to this same
// process over the PostgreSQL wire protocol, so that the application uses the same driver (node-postgres) and
// the same SQL as against a real server. The socket server binds an ephemeral port on loopback (5432 is often
// taken by a real server) and hands the port back.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = {
  connectionString: string;
  stop(): Promise<void>;
};

/** `dataDir` of 'memory' keeps everything in memory (tests); otherwise data persists under `dataDir/pglite`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  let dataPath: string | undefined;
  if (options.dataDir !== 'memory') {
    dataPath = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const pglite = await PGlite.create(dataPath);
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections,
  });
  await server.start();
  const port = server.getServerConn().split(':').pop();
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
