// Walks the sandbox's Link screens as the web app's modal does (POST <linkApiUrl>/link/sandbox/...): pick an
// institution, sign in, answer the second factor, pick an account; answers each step's body.
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
import type { TestApp } from './test-app.ts';

export type LinkStepAnswer = { status: number; body: Record<string, unknown> };

export async function linkStep(
  linkApiUrl: string,
  step: 'session' | 'institutions' | 'credentials' | 'mfa' | 'finish',
  body: Record<string, unknown>,
): Promise<LinkStepAnswer> {
  const response = await fetch(`${linkApiUrl}/link/sandbox/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export type LinkOutcome = {
  publicToken: string;
  accountId: string | null;
  metadata: {
    institution: { name: string; institution_id: string };
    accounts: Array<{ id: string; name: string; mask: string }>;
  };
};

/** Link to its end with the sandbox's credentials; in update mode no account is picked. */
export async function walkLink(
  linkApiUrl: string,
  linkToken: string,
  options: { institutionId?: string; account?: string } = {},
): Promise<LinkOutcome> {
  const signIn = await linkStep(linkApiUrl, 'credentials', {
    link_token: linkToken,
    ...(options.institutionId ? { institution_id: options.institutionId } : {}),
    username: 'user_good',
    password: 'pass_good',
  });
  if (signIn.status !== 200) throw new Error(`sign-in refused: ${JSON.stringify(signIn.body)}`);
  const mfa = await linkStep(linkApiUrl, 'mfa', { link_token: linkToken, code: '1234' });
  if (mfa.status !== 200) throw new Error(`second factor refused: ${JSON.stringify(mfa.body)}`);
  const accounts = mfa.body.accounts as Array<{ id: string; name: string }>;
  const accountId = options.account ? accounts.find((account) => account.name === options.account)!.id : null;
  const finish = await linkStep(linkApiUrl, 'finish', {
    link_token: linkToken,
    ...(accountId ? { account_id: accountId } : {}),
  });
  if (finish.status !== 200) throw new Error(`finish refused: ${JSON.stringify(finish.body)}`);
  return {
    publicToken: finish.body.public_token as string,
    accountId,
    metadata: finish.body.metadata as LinkOutcome['metadata'],
  };
}

/**
 * Links First Platypus Bank's loan named `account` (Plaid Mortgage, Plaid Student Loan, Plaid Auto Loan) for
 * the person signed in with `token`, through a link token for monitoring (or, for a deposit account, payments).
 * Answers the linked account's id.
 */
export async function linkLoan(
  t: TestApp,
  token: string,
  account = 'Plaid Mortgage',
  purpose: 'monitoring' | 'payments' = 'monitoring',
): Promise<string> {
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<T>(query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const { plaidGenerateLinkToken } = await ask<{ plaidGenerateLinkToken: { linkToken: string } }>(
    `mutation { plaidGenerateLinkToken(purpose: ${purpose}) { linkToken } }`,
  );
  const linked = await walkLink(await linkApiUrlOf(t), plaidGenerateLinkToken.linkToken, {
    institutionId: 'ins_109508',
    account,
  });
  const { plaidExchangePublicToken } = await ask<{
    plaidExchangePublicToken: { plaidAccount: { id: string } };
  }>(
    `mutation ($input: PlaidExchangePublicTokenInput!) {
      plaidExchangePublicToken(input: $input) { plaidAccount { id } } }`,
    { input: { publicToken: linked.publicToken, bankAccountId: linked.accountId } },
  );
  return plaidExchangePublicToken.plaidAccount.id;
}

/** The app's sandbox Link API origin (appSettings.bankLink.linkApiUrl). */
export async function linkApiUrlOf(t: TestApp): Promise<string> {
  const settings = await t.graphql<{ appSettings: { bankLink: { linkApiUrl: string } } }>(
    '{ appSettings { bankLink { linkApiUrl } } }',
  );
  return settings.data!.appSettings.bankLink.linkApiUrl;
}

/**
 * Links First Platypus Bank's Plaid Checking for the person signed in with `token` and makes it the method every
 * premium is debited from (createPaymentMethod with the bank source), agreeing to the debit authorization.
 * Answers the method's id.
 */
export async function payFromBank(t: TestApp, token: string): Promise<string> {
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<T>(query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const { plaidGenerateLinkToken } = await ask<{ plaidGenerateLinkToken: { linkToken: string } }>(
    'mutation { plaidGenerateLinkToken { linkToken } }',
  );
  const linked = await walkLink(await linkApiUrlOf(t), plaidGenerateLinkToken.linkToken, {
    institutionId: 'ins_109508',
    account: 'Plaid Checking',
  });
  const { plaidExchangePublicToken } = await ask<{
    plaidExchangePublicToken: { plaidAccount: { id: string } };
  }>(
    `mutation ($input: PlaidExchangePublicTokenInput!) {
      plaidExchangePublicToken(input: $input) { plaidAccount { id } } }`,
    { input: { publicToken: linked.publicToken, bankAccountId: linked.accountId } },
  );
  const { createPaymentMethod } = await ask<{
    createPaymentMethod: { paymentMethod: { id: string } | null; error: { code: string } | null };
  }>(
    `mutation ($input: CreatePaymentMethodInput!) {
      createPaymentMethod(input: $input) { paymentMethod { id } error { code } } }`,
    {
      input: {
        source: 'bank_account',
        plaidAccountId: plaidExchangePublicToken.plaidAccount.id,
        debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
      },
    },
  );
  if (!createPaymentMethod.paymentMethod)
    throw new Error(`The bank account was not made the method: ${JSON.stringify(createPaymentMethod.error)}`);
  return createPaymentMethod.paymentMethod.id;
}
