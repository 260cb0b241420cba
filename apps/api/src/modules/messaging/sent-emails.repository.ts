// The communications log (sent_emails): one row per e-mail sent, written in the sender's transaction; read newest
// first for a person's addresses (the agent console).
import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { sentEmails } from './sent-emails.table.ts';

export type SentEmailRow = typeof sentEmails.$inferSelect;

export const normalAddress = (address: string) => address.trim().toLowerCase();

export async function recordSentEmail(
  db: DbOrTx,
  email: { recipient: string; subject: string; createdAt: Date },
): Promise<void> {
  await db.insert(sentEmails).values({ ...email, recipient: normalAddress(email.recipient) });
}

/** The latest e-mails sent to any of `addresses`, newest first. */
export async function latestSentTo(
  db: DbOrTx,
  addresses: readonly string[],
  limit: number,
): Promise<SentEmailRow[]> {
  const wanted = [...new Set(addresses.map(normalAddress))];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(sentEmails)
    .where(inArray(sentEmails.recipient, wanted))
    .orderBy(desc(sentEmails.createdAt), desc(sentEmails.id))
    .limit(limit);
}
