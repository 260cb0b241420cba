import { drizzle } from 'drizzle-orm/node-postgres';
import { seedAll } from '../seed.ts';
import type { Database } from './database.ts';
import { applyMigrations, withMigrationLock } from './migrate.ts';

/** Migrations, then seeds in one transaction, under a lock so that concurrent starts take turns. */
export async function prepareDatabase(database: Pick<Database, 'pool'>): Promise<void> {
  await withMigrationLock(database.pool, async (client) => {
    await applyMigrations(client);
    await drizzle(client).transaction((tx) => seedAll(tx));
  });
}
