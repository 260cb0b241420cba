import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { SANDBOX_ACCOUNT_KINDS } from './sandbox-bank-accounts.ts';
import {
  sandboxBankLinkAccounts,
  sandboxBankLinkItems,
  sandboxBankLinkProcessorTokens,
  sandboxBankLinkPublicTokens,
  sandboxBankLinkTokens,
} from './sandbox-bank-link.table.ts';

export type LinkTokenRow = typeof sandboxBankLinkTokens.$inferSelect;
export type ItemRow = typeof sandboxBankLinkItems.$inferSelect;
export type AccountRow = typeof sandboxBankLinkAccounts.$inferSelect;

export async function insertLinkToken(db: DbOrTx, row: LinkTokenRow) {
  await db.insert(sandboxBankLinkTokens).values(row);
}
export async function findLinkToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(sandboxBankLinkTokens).where(eq(sandboxBankLinkTokens.token, token));
  return row;
}
/** Moves a Link session on, only from the stage it was read at (a second tab's step cannot skip one). */
export async function moveLinkToken(
  db: DbOrTx,
  token: string,
  from: LinkTokenRow['stage'],
  changes: Partial<Pick<LinkTokenRow, 'stage' | 'institutionId' | 'itemId'>>,
): Promise<boolean> {
  const moved = await db
    .update(sandboxBankLinkTokens)
    .set(changes)
    .where(and(eq(sandboxBankLinkTokens.token, token), eq(sandboxBankLinkTokens.stage, from)))
    .returning({ token: sandboxBankLinkTokens.token });
  return moved.length > 0;
}

export async function insertItem(db: DbOrTx, item: ItemRow, accounts: AccountRow[]) {
  await db.insert(sandboxBankLinkItems).values(item);
  await db.insert(sandboxBankLinkAccounts).values(accounts);
}
/** A live Item by its access token (a removed one is no one's). */
export async function findItemByAccessToken(db: DbOrTx, accessToken: string) {
  const [row] = await db
    .select()
    .from(sandboxBankLinkItems)
    .where(and(eq(sandboxBankLinkItems.accessToken, accessToken), isNull(sandboxBankLinkItems.removedAt)));
  return row;
}
export async function findItem(db: DbOrTx, itemId: string) {
  const [row] = await db.select().from(sandboxBankLinkItems).where(eq(sandboxBankLinkItems.itemId, itemId));
  return row;
}
export async function updateItem(
  db: DbOrTx,
  itemId: string,
  changes: Partial<Pick<ItemRow, 'loginRequired' | 'linked' | 'removedAt'>>,
) {
  await db.update(sandboxBankLinkItems).set(changes).where(eq(sandboxBankLinkItems.itemId, itemId));
}
/** An Item's accounts in the order Link lists them (checking, savings, then the loans). */
export async function accountsOfItem(db: DbOrTx, itemId: string) {
  const rows = await db
    .select()
    .from(sandboxBankLinkAccounts)
    .where(eq(sandboxBankLinkAccounts.itemId, itemId));
  return rows.sort((a, b) => SANDBOX_ACCOUNT_KINDS.indexOf(a.kind) - SANDBOX_ACCOUNT_KINDS.indexOf(b.kind));
}
export async function findAccount(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(sandboxBankLinkAccounts)
    .where(eq(sandboxBankLinkAccounts.accountId, accountId));
  return row;
}

export async function insertPublicToken(db: DbOrTx, row: typeof sandboxBankLinkPublicTokens.$inferInsert) {
  await db.insert(sandboxBankLinkPublicTokens).values(row);
}
/** Spends a public token once: the Item it names, or undefined when it is unknown, spent or expired. */
export async function spendPublicToken(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .update(sandboxBankLinkPublicTokens)
    .set({ exchangedAt: now })
    .where(and(eq(sandboxBankLinkPublicTokens.token, token), isNull(sandboxBankLinkPublicTokens.exchangedAt)))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

export async function insertProcessorToken(
  db: DbOrTx,
  row: typeof sandboxBankLinkProcessorTokens.$inferInsert,
) {
  await db.insert(sandboxBankLinkProcessorTokens).values(row);
}

/**
 * The account a processor token hands over, as the card provider's sandbox needs it to debit (the later ACH
 * slice): its institution, mask, subtype and the holder's name (INSUFFICIENT fails at settlement). Sandbox to
 * sandbox only, as the two providers speak to each other; our modules never read it.
 */
export async function accountOfProcessorToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      accountId: sandboxBankLinkAccounts.accountId,
      kind: sandboxBankLinkAccounts.kind,
      institutionId: sandboxBankLinkItems.institutionId,
      ownerName: sandboxBankLinkItems.ownerName,
      removedAt: sandboxBankLinkItems.removedAt,
    })
    .from(sandboxBankLinkProcessorTokens)
    .innerJoin(
      sandboxBankLinkAccounts,
      eq(sandboxBankLinkAccounts.accountId, sandboxBankLinkProcessorTokens.accountId),
    )
    .innerJoin(sandboxBankLinkItems, eq(sandboxBankLinkItems.itemId, sandboxBankLinkProcessorTokens.itemId))
    .where(eq(sandboxBankLinkProcessorTokens.token, token));
  return row;
}
