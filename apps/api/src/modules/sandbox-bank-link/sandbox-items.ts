// Making Items and public tokens: shared by the Link screens (a finished session) and /sandbox/public_token/create.
import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { SANDBOX_ACCOUNT_KINDS } from './sandbox-bank-accounts.ts';
import { insertItem, insertPublicToken, type ItemRow } from './sandbox-bank-link.repository.ts';

/** A public token lives 30 minutes (the provider's). */
export const PUBLIC_TOKEN_TTL_MS = 30 * 60 * 1000;

const providerId = () => crypto.randomBytes(27).toString('base64url').replace(/[-_]/g, 'x').slice(0, 37);

/** An Item at an institution with the sandbox's accounts (checking, savings and the three loans). */
export async function createItem(
  tx: DbOrTx,
  clock: Clock,
  input: { institutionId: string; clientUserId: string; ownerName: string; linked: boolean },
): Promise<ItemRow> {
  const now = clock.now();
  const item: ItemRow = {
    itemId: providerId(),
    accessToken: `access-sandbox-${crypto.randomUUID()}`,
    institutionId: input.institutionId,
    clientUserId: input.clientUserId,
    ownerName: input.ownerName,
    loginRequired: false,
    linked: input.linked,
    removedAt: null,
    createdAt: now,
  };
  await insertItem(
    tx,
    item,
    SANDBOX_ACCOUNT_KINDS.map((kind) => ({
      accountId: providerId(),
      itemId: item.itemId,
      kind,
      createdAt: now,
    })),
  );
  return item;
}

export async function issuePublicToken(tx: DbOrTx, clock: Clock, itemId: string): Promise<string> {
  const token = `public-sandbox-${crypto.randomUUID()}`;
  const now = clock.now();
  await insertPublicToken(tx, {
    token,
    itemId,
    expiresAt: new Date(now.getTime() + PUBLIC_TOKEN_TTL_MS),
    exchangedAt: null,
  });
  return token;
}
