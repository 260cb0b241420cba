// The sandbox bank-link provider: a local server speaking the subset of the provider's API we use, so the server
// talks to it through the provider's own Node library (`plaid`) exactly as it will to the real one: link tokens
// (update mode with an access token; account_filters), public token exchange, accounts with their balances (the
// loans' fall with the sandbox clock) and the deposit accounts' numbers, institutions, Item
// removal, the processor token for the card provider, and the sandbox's own reset_login and public_token/create.
// JSON bodies, the client id and secret in the body or the PLAID-CLIENT-ID / PLAID-SECRET headers, the
// provider's error shapes (plaid-errors.ts). Beside the API, the JSON steps of the sandbox's Link look-alike
// (sandbox-link.routes.ts), which the browser calls with a link token, as the real Link calls its servers.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { plaidError, requestId, type SandboxAnswer } from './plaid-errors.ts';
import {
  DEFAULT_OWNER_NAME,
  SANDBOX_ACCOUNTS,
  SANDBOX_ACCOUNT_KINDS,
  SANDBOX_ROUTING_NUMBER,
  SANDBOX_WIRE_ROUTING_NUMBER,
  institutionById,
  isLoanKind,
  sandboxAccountFacts,
  type SandboxAccountKind,
} from './sandbox-bank-accounts.ts';
import { loanBalanceCents } from './sandbox-loan-balances.ts';
import {
  accountsOfItem,
  findItemByAccessToken,
  insertLinkToken,
  insertProcessorToken,
  spendPublicToken,
  updateItem,
  findItem,
  type AccountRow,
  type ItemRow,
} from './sandbox-bank-link.repository.ts';
import { createItem, issuePublicToken } from './sandbox-items.ts';
import { registerSandboxLinkRoutes } from './sandbox-link.routes.ts';

export type SandboxBankLinkKeys = { clientId: string; secret: string };

/** A link token lives 4 hours for a new Item, 30 minutes in update mode (the provider's). */
export const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
export const UPDATE_LINK_TOKEN_TTL_MS = 30 * 60 * 1000;

type Body = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export type SandboxBankLinkServerDeps = {
  db: Db;
  clock: Clock;
  keys: SandboxBankLinkKeys;
  /** The origins of the pages that may drive the sandbox's Link screens (the app's). */
  parentOrigins?: readonly string[];
};

/** Dollars, as the provider answers them: a deposit account's fixed balances, a loan's owed on the clock. */
function balancesOf(kind: SandboxAccountKind, now: Date) {
  if (isLoanKind(kind)) return { available: null, current: loanBalanceCents(kind, now) / 100 };
  return SANDBOX_ACCOUNTS[kind].balances;
}

function accountObject(row: AccountRow, now: Date) {
  const account = sandboxAccountFacts(row.kind);
  return {
    account_id: row.accountId,
    balances: {
      ...balancesOf(row.kind, now),
      iso_currency_code: 'USD',
      limit: null,
      unofficial_currency_code: null,
    },
    mask: account.mask,
    name: account.name,
    official_name: account.officialName,
    type: account.type,
    subtype: account.subtype,
  };
}

/**
 * The kinds of account a link token's account_filters let through ({ depository: { account_subtypes: [...] },
 * loan: {...} }); null (every kind) without filters. A type named without subtypes, or with "all", lets all of
 * its kinds through.
 */
function kindsOfFilters(filters: unknown): SandboxAccountKind[] | null {
  if (!filters || typeof filters !== 'object') return null;
  const byType = filters as Record<string, { account_subtypes?: unknown } | undefined>;
  return SANDBOX_ACCOUNT_KINDS.filter((kind) => {
    const subtypes = byType[sandboxAccountFacts(kind).type]?.account_subtypes;
    if (!byType[sandboxAccountFacts(kind).type]) return false;
    return !Array.isArray(subtypes) || subtypes.includes('all') || subtypes.includes(kind);
  });
}

function itemObject(row: ItemRow) {
  return {
    item_id: row.itemId,
    institution_id: row.institutionId,
    webhook: null,
    error: null,
    available_products: ['balance'],
    billed_products: ['auth'],
    products: ['auth'],
    consented_products: ['auth'],
    update_type: 'background',
  };
}

export function createSandboxBankLinkServer(deps: SandboxBankLinkServerDeps): FastifyInstance {
  const { db, clock, keys } = deps;
  const app = Fastify({ logger: false });
  registerSandboxLinkRoutes(app, { db, clock, parentOrigins: deps.parentOrigins ?? [] });

  function route(url: string, handler: (body: Body, id: string, db: DbOrTx) => Promise<SandboxAnswer>) {
    app.post(url, async (request: FastifyRequest, reply) => {
      const id = requestId();
      const body = (request.body ?? {}) as Body;
      const clientId = text(body.client_id) ?? text(request.headers['plaid-client-id']);
      const secret = text(body.secret) ?? text(request.headers['plaid-secret']);
      const answer =
        clientId === keys.clientId && secret === keys.secret
          ? await db.transaction((tx) => handler(body, id, tx))
          : plaidError('INVALID_API_KEYS', id);
      return reply.code(answer.status).send(answer.body);
    });
  }

  /** The live Item an access token opens, or the provider's error for it (a login required included). */
  async function itemFor(
    tx: DbOrTx,
    body: Body,
    id: string,
    options: { loginMayBeRequired?: boolean } = {},
  ): Promise<ItemRow | SandboxAnswer> {
    const accessToken = text(body.access_token) ?? '';
    if (!/^access-sandbox-[\w-]+$/.test(accessToken)) return plaidError('INVALID_ACCESS_TOKEN', id);
    const item = await findItemByAccessToken(tx, accessToken);
    if (!item) return plaidError('ITEM_NOT_FOUND', id);
    if (item.loginRequired && !options.loginMayBeRequired) return plaidError('ITEM_LOGIN_REQUIRED', id);
    return item;
  }
  const failed = (found: ItemRow | SandboxAnswer): found is SandboxAnswer => 'status' in found;

  route('/link/token/create', async (body, id, tx) => {
    const user = (body.user ?? {}) as Body;
    const clientUserId = text(user.client_user_id);
    if (!clientUserId) return plaidError('INVALID_FIELD', id, 'user.client_user_id must be provided');
    let itemId: string | null = null;
    let institutionId: string | null = null;
    if (body.access_token !== undefined) {
      // Update mode: the Item whose login is to be repaired, even while its login is required.
      const item = await itemFor(tx, body, id, { loginMayBeRequired: true });
      if (failed(item)) return item;
      itemId = item.itemId;
      institutionId = item.institutionId;
    }
    const now = clock.now();
    const mode = itemId ? 'update' : 'create';
    const expiresAt = new Date(now.getTime() + (itemId ? UPDATE_LINK_TOKEN_TTL_MS : LINK_TOKEN_TTL_MS));
    const token = `link-sandbox-${crypto.randomUUID()}`;
    await insertLinkToken(tx, {
      token,
      clientUserId,
      ownerName: text(user.legal_name)?.trim() || DEFAULT_OWNER_NAME,
      itemId,
      institutionId,
      stage: 'sign_in',
      mode,
      accountKinds: itemId ? null : kindsOfFilters(body.account_filters),
      expiresAt,
      createdAt: now,
    });
    return { status: 200, body: { link_token: token, expiration: expiresAt.toISOString(), request_id: id } };
  });

  route('/item/public_token/exchange', async (body, id, tx) => {
    const spent = await spendPublicToken(tx, text(body.public_token) ?? '', clock.now());
    const item = spent ? await findItem(tx, spent.itemId) : undefined;
    if (!item || item.removedAt) return plaidError('INVALID_PUBLIC_TOKEN', id);
    return { status: 200, body: { access_token: item.accessToken, item_id: item.itemId, request_id: id } };
  });

  async function accountsAnswer(tx: DbOrTx, item: ItemRow, body: Body) {
    const options = (body.options ?? {}) as Body;
    const only = Array.isArray(options.account_ids) ? (options.account_ids as string[]) : null;
    const accounts = (await accountsOfItem(tx, item.itemId)).filter(
      (account) => !only || only.includes(account.accountId),
    );
    return accounts;
  }

  route('/accounts/get', async (body, id, tx) => {
    const item = await itemFor(tx, body, id);
    if (failed(item)) return item;
    const accounts = await accountsAnswer(tx, item, body);
    return {
      status: 200,
      body: {
        accounts: accounts.map((row) => accountObject(row, clock.now())),
        item: itemObject(item),
        request_id: id,
      },
    };
  });

  // The balances asked of the bank now (the provider's real-time balance): the loans' on the sandbox clock.
  route('/accounts/balance/get', async (body, id, tx) => {
    const item = await itemFor(tx, body, id);
    if (failed(item)) return item;
    const options = (body.options ?? {}) as Body;
    const only = Array.isArray(options.account_ids) ? (options.account_ids as string[]) : null;
    const accounts = await accountsAnswer(tx, item, body);
    if (only && only.some((accountId) => !accounts.some((account) => account.accountId === accountId)))
      return plaidError('INVALID_ACCOUNT_ID', id);
    return {
      status: 200,
      body: {
        accounts: accounts.map((row) => accountObject(row, clock.now())),
        item: itemObject(item),
        request_id: id,
      },
    };
  });

  // The numbers: the provider's sandbox test numbers, made here and never stored (ours never asks for them).
  route('/auth/get', async (body, id, tx) => {
    const item = await itemFor(tx, body, id);
    if (failed(item)) return item;
    const accounts = await accountsAnswer(tx, item, body);
    const deposits = accounts.flatMap((account) =>
      isLoanKind(account.kind) ? [] : [{ accountId: account.accountId, kind: account.kind }],
    );
    return {
      status: 200,
      body: {
        accounts: accounts.map((row) => accountObject(row, clock.now())),
        numbers: {
          ach: deposits.map((account) => ({
            account_id: account.accountId,
            account: SANDBOX_ACCOUNTS[account.kind].account,
            routing: SANDBOX_ROUTING_NUMBER,
            wire_routing: SANDBOX_WIRE_ROUTING_NUMBER,
          })),
          bacs: [],
          eft: [],
          international: [],
        },
        item: itemObject(item),
        request_id: id,
      },
    };
  });

  route('/institutions/get_by_id', async (body, id) => {
    const institution = institutionById(text(body.institution_id) ?? '');
    if (!institution) return plaidError('INVALID_INSTITUTION', id);
    return {
      status: 200,
      body: {
        institution: {
          institution_id: institution.institutionId,
          name: institution.name,
          products: ['auth', 'balance', 'liabilities'],
          country_codes: ['US'],
          routing_numbers: [],
          oauth: false,
          logo: null,
          url: null,
          primary_color: null,
        },
        request_id: id,
      },
    };
  });

  route('/item/remove', async (body, id, tx) => {
    const item = await itemFor(tx, body, id, { loginMayBeRequired: true });
    if (failed(item)) return item;
    await updateItem(tx, item.itemId, { removedAt: clock.now() });
    return { status: 200, body: { request_id: id } };
  });

  route('/processor/stripe/bank_account_token/create', async (body, id, tx) => {
    const item = await itemFor(tx, body, id);
    if (failed(item)) return item;
    const accountId = text(body.account_id) ?? '';
    const account = (await accountsOfItem(tx, item.itemId)).find((found) => found.accountId === accountId);
    // Only a deposit account can be debited: a loan is no account to hand the card provider.
    if (!account || isLoanKind(account.kind)) return plaidError('INVALID_ACCOUNT_ID', id);
    const token = `btok_${crypto.randomBytes(12).toString('hex')}`;
    await insertProcessorToken(tx, { token, accountId, itemId: item.itemId, createdAt: clock.now() });
    return { status: 200, body: { stripe_bank_account_token: token, request_id: id } };
  });

  route('/sandbox/item/reset_login', async (body, id, tx) => {
    const item = await itemFor(tx, body, id, { loginMayBeRequired: true });
    if (failed(item)) return item;
    await updateItem(tx, item.itemId, { loginRequired: true });
    return { status: 200, body: { reset_login: true, request_id: id } };
  });

  // An Item made without the Link screens (the provider's test credentials implied).
  route('/sandbox/public_token/create', async (body, id, tx) => {
    const institutionId = text(body.institution_id) ?? '';
    if (!institutionById(institutionId)) return plaidError('INVALID_INSTITUTION', id);
    const item = await createItem(tx, clock, {
      institutionId,
      clientUserId: 'sandbox',
      ownerName: DEFAULT_OWNER_NAME,
      linked: true,
    });
    const publicToken = await issuePublicToken(tx, clock, item.itemId);
    return { status: 200, body: { public_token: publicToken, request_id: id } };
  });

  return app;
}
