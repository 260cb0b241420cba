// The server_secrets rows: read one, add one unless another process did first, replace a value.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { serverSecrets } from './server-secrets.table.ts';

export async function readSecret(db: DbOrTx, name: string): Promise<string | undefined> {
  return (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value;
}

/** Inserts the secret unless one by that name exists (the first insert of processes starting at once wins). */
export async function insertSecretIfAbsent(db: DbOrTx, name: string, value: string): Promise<void> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}

export async function replaceSecret(db: DbOrTx, name: string, value: string): Promise<void> {
  await db.update(serverSecrets).set({ value }).where(eq(serverSecrets.name, name));
}
