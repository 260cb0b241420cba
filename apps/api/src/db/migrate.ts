// Applies the committed SQL migrations at start-up. Several API processes may start at once against one
// server, so the work happens under a PostgreSQL advisory lock held on a dedicated connection.
import path from 'node:path';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const migrationLockKey = 7_305_114_001;

export async function withMigrationLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

export async function applyMigrations(client: pg.PoolClient): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
