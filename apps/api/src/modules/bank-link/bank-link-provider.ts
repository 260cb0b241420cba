// The bank-link provider, as linking a bank account uses it: link tokens (update mode with an Item's access
// token), the public token exchange, an Item's accounts, its institution's name, removal, and the processor
// token that hands an account to the card provider, and the balances of a loan a monitored wysh follows. Spoken through the provider's own Node library (`plaid`):
// pointed at the sandbox bank-link provider by default, at the real API with live keys, the same code either way.
// The provider's refusals (its error_code, error_type and words) are answers (Result), not exceptions; a
// provider that cannot be reached throws. Account and routing numbers are never asked for.
import {
  Configuration,
  CountryCode,
  DepositoryAccountSubtype,
  type LinkTokenCreateRequest,
  LoanAccountSubtype,
  PlaidApi,
  Products,
} from 'plaid';
import { err, ok, type Result } from '@wysh/domain/result';

/** The provider's refusal: its error_code as `code` (ITEM_LOGIN_REQUIRED, INVALID_CREDENTIALS...). */
export type BankLinkRefusal = {
  code: string;
  type: string;
  /** display_message when the provider gave one (words for people), else its error_message. */
  message: string;
  requestId: string | null;
};

export type LinkedAccount = {
  accountId: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
};

/**
 * What a new Item is linked for: paying premiums (Link offers checking and savings accounts) or a wysh that
 * follows a loan (Link offers mortgages, student and auto loans).
 */
export type LinkPurpose = 'payments' | 'monitoring';

/** An account's balance as the bank answered it now, in cents (a loan's: what is owed). */
export type AccountBalance = { accountId: string; currentCents: number | null; currency: string | null };

export type BankLinkProvider = {
  /** With an Item's access token: update mode, to repair the Item's login. */
  createLinkToken(input: {
    clientUserId: string;
    legalName?: string;
    accessToken?: string;
    purpose?: LinkPurpose;
  }): Promise<Result<{ linkToken: string; expiration: Date }, BankLinkRefusal>>;
  exchangePublicToken(
    publicToken: string,
  ): Promise<Result<{ accessToken: string; itemId: string }, BankLinkRefusal>>;
  accounts(
    accessToken: string,
  ): Promise<Result<{ institutionId: string | null; accounts: LinkedAccount[] }, BankLinkRefusal>>;
  /** The accounts' balances asked of the bank now (the provider's real-time balance). */
  balances(accessToken: string, accountIds: string[]): Promise<Result<AccountBalance[], BankLinkRefusal>>;
  institutionName(institutionId: string): Promise<Result<string, BankLinkRefusal>>;
  removeItem(accessToken: string): Promise<Result<void, BankLinkRefusal>>;
  /** A token the card provider turns into a bank-account payment method (the ACH slice). */
  cardProviderBankAccountToken(
    accessToken: string,
    accountId: string,
  ): Promise<Result<string, BankLinkRefusal>>;
  /** Sandbox only: forces ITEM_LOGIN_REQUIRED on the Item, to try update mode. */
  resetLogin(accessToken: string): Promise<Result<void, BankLinkRefusal>>;
};

export type BankLinkConnection = {
  clientId: string;
  secret: string;
  /** The provider's base URL (the sandbox's http://127.0.0.1:port, or the live environment's). */
  basePath: string;
  clientName: string;
};

function refusalOf(error: unknown): BankLinkRefusal | null {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  if (typeof body.error_code !== 'string') return null;
  const words = typeof body.display_message === 'string' ? body.display_message : body.error_message;
  return {
    code: body.error_code,
    type: typeof body.error_type === 'string' ? body.error_type : 'API_ERROR',
    message: typeof words === 'string' ? words : body.error_code,
    requestId: typeof body.request_id === 'string' ? body.request_id : null,
  };
}

/** The provider's answer, or its refusal as a failed Result; anything else (no answer at all) is thrown. */
async function answer<T>(call: () => Promise<T>): Promise<Result<T, BankLinkRefusal>> {
  try {
    return ok(await call());
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal && refusal.type !== 'API_ERROR') return err(refusal);
    throw error;
  }
}

/** What Link asks of a new Item, by purpose: its products and the accounts it offers (account_filters). */
const NEW_ITEM: Record<LinkPurpose, Pick<LinkTokenCreateRequest, 'products' | 'account_filters'>> = {
  payments: {
    products: [Products.Auth],
    account_filters: {
      depository: { account_subtypes: [DepositoryAccountSubtype.Checking, DepositoryAccountSubtype.Savings] },
    },
  },
  monitoring: {
    products: [Products.Liabilities],
    account_filters: {
      loan: {
        account_subtypes: [LoanAccountSubtype.Mortgage, LoanAccountSubtype.Student, LoanAccountSubtype.Auto],
      },
    },
  },
};

export function createPlaidBankLinkProvider(connection: BankLinkConnection): BankLinkProvider {
  const plaid = new PlaidApi(
    new Configuration({
      basePath: connection.basePath,
      baseOptions: {
        headers: {
          'PLAID-CLIENT-ID': connection.clientId,
          'PLAID-SECRET': connection.secret,
          'Plaid-Version': '2020-09-14',
        },
      },
    }),
  );

  return {
    async createLinkToken({ clientUserId, legalName, accessToken, purpose = 'payments' }) {
      const created = await answer(() =>
        plaid.linkTokenCreate({
          client_name: connection.clientName,
          language: 'en',
          country_codes: [CountryCode.Us],
          user: { client_user_id: clientUserId, ...(legalName ? { legal_name: legalName } : {}) },
          // Update mode names no products: the Item keeps its own.
          ...(accessToken ? { access_token: accessToken } : NEW_ITEM[purpose]),
        }),
      );
      if (!created.ok) return created;
      return ok({
        linkToken: created.value.data.link_token,
        expiration: new Date(created.value.data.expiration),
      });
    },

    async exchangePublicToken(publicToken) {
      const exchanged = await answer(() => plaid.itemPublicTokenExchange({ public_token: publicToken }));
      if (!exchanged.ok) return exchanged;
      return ok({ accessToken: exchanged.value.data.access_token, itemId: exchanged.value.data.item_id });
    },

    async accounts(accessToken) {
      const found = await answer(() => plaid.accountsGet({ access_token: accessToken }));
      if (!found.ok) return found;
      return ok({
        institutionId: found.value.data.item.institution_id ?? null,
        accounts: found.value.data.accounts.map((account) => ({
          accountId: account.account_id,
          name: account.name,
          mask: account.mask,
          type: account.type,
          subtype: account.subtype ?? null,
        })),
      });
    },

    async balances(accessToken, accountIds) {
      const found = await answer(() =>
        plaid.accountsBalanceGet({ access_token: accessToken, options: { account_ids: accountIds } }),
      );
      if (!found.ok) return found;
      return ok(
        found.value.data.accounts.map((account) => ({
          accountId: account.account_id,
          currentCents: account.balances.current === null ? null : Math.round(account.balances.current * 100),
          currency: account.balances.iso_currency_code ?? null,
        })),
      );
    },

    async institutionName(institutionId) {
      const found = await answer(() =>
        plaid.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Us] }),
      );
      if (!found.ok) return found;
      return ok(found.value.data.institution.name);
    },

    async removeItem(accessToken) {
      const removed = await answer(() => plaid.itemRemove({ access_token: accessToken }));
      return removed.ok ? ok() : removed;
    },

    async cardProviderBankAccountToken(accessToken, accountId) {
      const made = await answer(() =>
        plaid.processorStripeBankAccountTokenCreate({ access_token: accessToken, account_id: accountId }),
      );
      if (!made.ok) return made;
      return ok(made.value.data.stripe_bank_account_token);
    },

    async resetLogin(accessToken) {
      const reset = await answer(() => plaid.sandboxItemResetLogin({ access_token: accessToken }));
      return reset.ok ? ok() : reset;
    },
  };
}
