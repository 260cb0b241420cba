// Linking bank accounts (issue 25): a link token for the sandbox's or the provider's Link, the public token it
// answers exchanged for the Item's access token (sealed, bound to the owner) and the account picked, the
// person's Items with their accounts, update mode for an Item whose login expired, and unlinking. Every use case
// checks the Item against its owner, asks the provider before its transaction and writes all or nothing. Items
// are linked for payments (checking and savings) or for monitoring (a loan whose balance a wysh follows). No
// account or routing number is asked for, kept, logged or answered: the provider's tokens, names and masks only.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ok, type Result } from '@wysh/domain/result';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { refusal } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { BankLinkProvider, LinkPurpose } from './bank-link-provider.ts';
import {
  accountNotFound,
  fromProvider,
  itemNotFound,
  loginRequired,
  notADepositAccount,
  notALoan,
  type BankLinkError,
} from './bank-link.errors.ts';
import {
  accountsOfItems,
  accountsWithItems,
  findOwnAccount,
  findOwnItem,
  insertItem,
  itemsOfUser,
  markItemRemoved,
  setItemStatus,
  type PlaidItemRow,
} from './bank-link.repository.ts';
import {
  plaidAccountView,
  plaidItemView,
  type PlaidAccountView,
  type PlaidItemView,
} from './bank-link.views.ts';

const TOKEN_PATTERN = /^[\w-]{1,200}$/;

export function createBankLinkService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  provider: BankLinkProvider;
  sensitive: SensitiveData;
  /** The account holder's name the bank is told (the profile's), when the profile has one. */
  legalNameOf: (userId: string) => Promise<string | null>;
  /** In the unlink's transaction: the Item's accounts are gone (a wysh following one stops following it). */
  onAccountsRemoved?: (tx: DbOrTx, plaidAccountIds: string[]) => Promise<void>;
}) {
  const { db, clock, logger, provider, sensitive } = deps;
  const accessTokenOf = (item: PlaidItemRow) => sensitive.unseal(item.accessToken, item.userId);

  async function ownItem(viewer: Viewer, plaidItemId: string) {
    const { userId } = requireUser(viewer, 'verified');
    const item = isUuid(plaidItemId) ? await findOwnItem(db, userId, plaidItemId) : undefined;
    return { userId, item };
  }

  return {
    /** A link token for a new Item: for payments (deposit accounts) or monitoring (loans). */
    async generateLinkToken(
      viewer: Viewer,
      purpose: LinkPurpose = 'payments',
    ): Promise<Result<{ linkToken: string; expiration: Date }, BankLinkError>> {
      const { userId } = requireUser(viewer, 'verified');
      const legalName = await deps.legalNameOf(userId);
      const created = await provider.createLinkToken({
        clientUserId: userId,
        legalName: legalName ?? undefined,
        purpose,
      });
      if (!created.ok) {
        logger.warn(
          { event: 'bank_link_token_refused', userId, code: created.error.code },
          'Link token refused',
        );
        return fromProvider(created.error);
      }
      return ok(created.value);
    },

    /** The Item Link made, with the account the person picked there (bankAccountId: Link's account id). */
    async exchangePublicToken(
      viewer: Viewer,
      input: { publicToken: string; bankAccountId: string },
    ): Promise<Result<{ plaidItem: PlaidItemView; plaidAccount: PlaidAccountView }, BankLinkError>> {
      const { userId } = requireUser(viewer, 'verified');
      if (!TOKEN_PATTERN.test(input.publicToken) || !TOKEN_PATTERN.test(input.bankAccountId))
        return refusal('VALIDATION_FAILED', 'Please link your bank again.', [
          {
            field: TOKEN_PATTERN.test(input.publicToken) ? 'bankAccountId' : 'publicToken',
            message: 'Please link your bank again.',
          },
        ]);
      const exchanged = await provider.exchangePublicToken(input.publicToken);
      if (!exchanged.ok) return fromProvider(exchanged.error);
      const { accessToken, itemId } = exchanged.value;
      const found = await provider.accounts(accessToken);
      const picked = found.ok
        ? found.value.accounts.find((account) => account.accountId === input.bankAccountId)
        : undefined;
      const institutionId = found.ok ? found.value.institutionId : null;
      const institutionName = institutionId ? await provider.institutionName(institutionId) : null;
      if (!found.ok || !picked || !institutionId || !institutionName?.ok) {
        // Nothing of the Item is kept, so nothing of it is left at the provider either.
        await provider.removeItem(accessToken);
        logger.warn(
          {
            event: 'bank_link_exchange_refused',
            userId,
            code: found.ok ? 'ACCOUNT_NOT_FOUND' : found.error.code,
          },
          'Linked bank not kept',
        );
        return found.ok ? accountNotFound() : fromProvider(found.error);
      }
      const now = clock.now();
      const item: PlaidItemRow = {
        id: randomUUID(),
        userId,
        externalId: itemId,
        accessToken: sensitive.seal(accessToken, userId),
        institutionId,
        institutionName: institutionName.value,
        status: 'good',
        createdAt: now,
        updatedAt: now,
        removedAt: null,
      };
      const account = {
        id: randomUUID(),
        plaidItemId: item.id,
        externalId: picked.accountId,
        name: picked.name,
        mask: picked.mask,
        accountType: picked.type,
        subtype: picked.subtype,
        createdAt: now,
      };
      await db.transaction((tx) => insertItem(tx, item, [account]));
      logger.info(
        { event: 'bank_linked', userId, plaidItemId: item.id, institutionId },
        'Bank account linked',
      );
      return ok({ plaidItem: plaidItemView(item, [account]), plaidAccount: plaidAccountView(account) });
    },

    /**
     * The person's Items with their accounts, each asked of the provider first: an Item whose bank now wants the
     * person to sign in again shows as login_required (and one signed in again elsewhere as good).
     */
    async plaidItems(viewer: Viewer): Promise<PlaidItemView[]> {
      const { userId } = requireUser(viewer, 'verified');
      const items = await itemsOfUser(db, userId);
      const checked = await Promise.all(
        items.map(async (item) => {
          // A provider that cannot be reached leaves the status as last known: the list still shows.
          const found = await provider.accounts(accessTokenOf(item)).catch((error: unknown) => {
            logger.warn(
              {
                event: 'bank_link_unreachable',
                plaidItemId: item.id,
                reason: error instanceof Error ? error.message : 'unknown',
              },
              'Bank-link provider unreachable',
            );
            return null;
          });
          if (!found) return { item, status: item.status };
          if (found.ok) return { item, status: 'good' as const };
          return {
            item,
            status: found.error.code === 'ITEM_LOGIN_REQUIRED' ? ('login_required' as const) : item.status,
          };
        }),
      );
      const changed = checked.filter(({ item, status }) => item.status !== status);
      if (changed.length > 0) {
        const now = clock.now();
        await db.transaction(async (tx) => {
          for (const { item, status } of changed) await setItemStatus(tx, item.id, status, now);
        });
      }
      const accounts = await accountsOfItems(
        db,
        items.map((item) => item.id),
      );
      return checked.map(({ item, status }) => plaidItemView({ ...item, status }, accounts));
    },

    /** A link token in update mode, for the person to sign in to the Item's bank again. */
    async initiateUpdate(
      viewer: Viewer,
      plaidItemId: string,
    ): Promise<Result<{ linkToken: string; expiration: Date }, BankLinkError>> {
      const { userId, item } = await ownItem(viewer, plaidItemId);
      if (!item) return itemNotFound();
      const created = await provider.createLinkToken({
        clientUserId: userId,
        accessToken: accessTokenOf(item),
      });
      if (!created.ok) return fromProvider(created.error);
      return ok(created.value);
    },

    /** After update mode: the Item works again (asked of the provider), or its login is still required. */
    async confirmUpdate(
      viewer: Viewer,
      plaidItemId: string,
    ): Promise<Result<{ plaidItem: PlaidItemView }, BankLinkError>> {
      const { item } = await ownItem(viewer, plaidItemId);
      if (!item) return itemNotFound();
      const found = await provider.accounts(accessTokenOf(item));
      if (!found.ok) return fromProvider(found.error);
      const now = clock.now();
      await db.transaction((tx) => setItemStatus(tx, item.id, 'good', now));
      const accounts = await accountsOfItems(db, [item.id]);
      return ok({ plaidItem: plaidItemView({ ...item, status: 'good', updatedAt: now }, accounts) });
    },

    /** Removes the Item at the provider (one already gone there is fine), then here. */
    async unlink(viewer: Viewer, plaidItemId: string): Promise<Result<void, BankLinkError>> {
      const { userId, item } = await ownItem(viewer, plaidItemId);
      if (!item) return itemNotFound();
      const removed = await provider.removeItem(accessTokenOf(item));
      if (!removed.ok && removed.error.code !== 'ITEM_NOT_FOUND') return fromProvider(removed.error);
      const accounts = await accountsOfItems(db, [item.id]);
      await db.transaction(async (tx) => {
        await markItemRemoved(tx, item.id, clock.now());
        await deps.onAccountsRemoved?.(
          tx,
          accounts.map((account) => account.id),
        );
      });
      logger.info({ event: 'bank_unlinked', userId, plaidItemId: item.id }, 'Bank account unlinked');
      return ok();
    },

    /**
     * Hands one of the person's linked accounts to the card provider (ACH debits): the provider's processor
     * token for it, with what may be shown of it (bank, name, mask, type). Never its numbers. An Item whose
     * login expired must be signed in again first.
     */
    async processorToken(
      userId: string,
      plaidAccountId: string,
    ): Promise<
      Result<
        { token: string; institutionName: string; name: string; mask: string | null; subtype: string | null },
        BankLinkError
      >
    > {
      const found = isUuid(plaidAccountId) ? await findOwnAccount(db, userId, plaidAccountId) : undefined;
      if (!found) return accountNotFound();
      const { account, item } = found;
      if (account.accountType !== 'depository') return notADepositAccount();
      if (item.status === 'login_required') return loginRequired();
      const made = await provider.cardProviderBankAccountToken(accessTokenOf(item), account.externalId);
      if (!made.ok) return fromProvider(made.error);
      return ok({
        token: made.value,
        institutionName: item.institutionName,
        name: account.name,
        mask: account.mask,
        subtype: account.subtype,
      });
    },

    /**
     * What one of the person's linked loans owes now, asked of the bank (a monitored wysh follows it), with what
     * may be shown of it. Another person's account, or one of an unlinked bank, is not found.
     */
    async loanBalance(
      userId: string,
      plaidAccountId: string,
    ): Promise<Result<{ account: LinkedLoanView; balanceCents: number }, BankLinkError>> {
      const found = isUuid(plaidAccountId) ? await findOwnAccount(db, userId, plaidAccountId) : undefined;
      if (!found) return accountNotFound();
      const { account, item } = found;
      if (account.accountType !== 'loan') return notALoan();
      if (item.status === 'login_required') return loginRequired();
      const asked = await provider.balances(accessTokenOf(item), [account.externalId]);
      if (!asked.ok) {
        if (asked.error.code === 'ITEM_LOGIN_REQUIRED')
          await db.transaction((tx) => setItemStatus(tx, item.id, 'login_required', clock.now()));
        return fromProvider(asked.error);
      }
      const balance = asked.value.find((entry) => entry.accountId === account.externalId);
      if (!balance || balance.currentCents === null) return accountNotFound();
      return ok({ account: loanView(account, item), balanceCents: balance.currentCents });
    },

    /** The linked accounts a person's wyshes follow, as a wysh shows them (name and mask); unlinked ones too. */
    async linkedLoans(plaidAccountIds: string[]): Promise<Map<string, LinkedLoanView>> {
      const rows = await accountsWithItems(db, [...new Set(plaidAccountIds)]);
      return new Map(rows.map(({ account, item }) => [account.id, loanView(account, item)]));
    },

    /** Sandbox only (the dev route): makes the Item's bank ask for a new sign-in, as a changed password would. */
    async resetLoginInSandbox(viewer: Viewer, plaidItemId: string): Promise<Result<void, BankLinkError>> {
      const { item } = await ownItem(viewer, plaidItemId);
      if (!item) return itemNotFound();
      const reset = await provider.resetLogin(accessTokenOf(item));
      if (!reset.ok) return fromProvider(reset.error);
      await db.transaction((tx) => setItemStatus(tx, item.id, 'login_required', clock.now()));
      return ok();
    },
  };
}

/** A linked loan as a monitored wysh names it (spec 001 §3.4: plaidAccount id, name, mask). */
export type LinkedLoanView = { id: string; name: string; mask: string | null; institutionName: string };

const loanView = (
  account: { id: string; name: string; mask: string | null },
  item: { institutionName: string },
): LinkedLoanView => ({
  id: account.id,
  name: account.name,
  mask: account.mask,
  institutionName: item.institutionName,
});

export type BankLinkService = ReturnType<typeof createBankLinkService>;
