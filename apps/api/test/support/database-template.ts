// Vitest global setup of the API tests: on the embedded database, migrate and seed one database once and hand
// its dump to every test app, which starts a copy of it (about 1.5 s) instead of creating a cluster and
// migrating it (5-15 s on a busy 2-core machine). Each test app still runs the migrations and seeds on its
// copy, which finds them applied. On a PostgreSQL server (DATABASE_URL) each test makes a scratch database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated, seeded embedded database's dump; '' on a PostgreSQL server. */
    databaseTemplate: string;
  }
}

export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseTemplate', '');
    return;
  }
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory', maxConnections: 1 });
  const pool = new pg.Pool({ connectionString: embedded.connectionString, max: 1 });
  try {
    await prepareDatabase({ pool });
  } finally {
    await pool.end();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-test-template-'));
  const file = path.join(dir, 'database.tar');
  fs.writeFileSync(file, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  await embedded.stop();
  project.provide('databaseTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
