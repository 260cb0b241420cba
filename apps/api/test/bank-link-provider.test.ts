// The sandbox bank-link provider, spoken to through the provider's own library (`plaid`) as linking does: link
// tokens (and update mode), the Link screens' steps (institutions, user_good / pass_good, the second factor
// 1234), the public token exchanged once, the deposit accounts with fixed balances and the loans whose balances
// fall monthly on the sandbox clock, Link's accounts by the link token's purpose, the deposit accounts' numbers (derived, never stored),
// the processor token for the card provider (and the holder's name it carries, INSUFFICIENT included),
// reset_login and removal, the provider's error shapes, and a wrong secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Configuration, CountryCode, PlaidApi, Products } from 'plaid';
import {
  createPlaidBankLinkProvider,
  type BankLinkProvider,
} from '../src/modules/bank-link/bank-link-provider.ts';
import { startSandboxBankLinkProvider } from '../src/modules/sandbox-bank-link/sandbox-bank-link-provider.service.ts';
import { accountOfProcessorToken } from '../src/modules/sandbox-bank-link/sandbox-bank-link.repository.ts';
import { isInsufficientOwner } from '../src/modules/sandbox-bank-link/sandbox-bank-accounts.ts';
import { linkStep, walkLink } from './support/bank-link.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const keys = { clientId: 'client_sandbox', secret: 'secret_sandbox' };
let t: TestApp;
let sandbox: { port: number; close: () => Promise<void> };
let provider: BankLinkProvider;
let plaid: PlaidApi;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  sandbox = await startSandboxBankLinkProvider({ db: t.database.db, clock: t.clock, keys });
  base = `http://127.0.0.1:${sandbox.port}`;
  provider = createPlaidBankLinkProvider({ ...keys, basePath: base, clientName: 'Wysh' });
  plaid = new PlaidApi(
    new Configuration({
      basePath: base,
      baseOptions: { headers: { 'PLAID-CLIENT-ID': keys.clientId, 'PLAID-SECRET': keys.secret } },
    }),
  );
});
afterAll(async () => {
  await sandbox.close();
  await t.close();
});

async function linkedItem(options: { legalName?: string; account?: 'Plaid Checking' | 'Plaid Saving' } = {}) {
  const token = await provider.createLinkToken({ clientUserId: 'user-1', legalName: options.legalName });
  if (!token.ok) throw new Error(token.error.code);
  const link = await walkLink(base, token.value.linkToken, {
    institutionId: 'ins_109508',
    account: options.account ?? 'Plaid Checking',
  });
  const exchanged = await provider.exchangePublicToken(link.publicToken);
  if (!exchanged.ok) throw new Error(exchanged.error.code);
  return { ...exchanged.value, link };
}

describe('the sandbox bank-link provider through the plaid library', () => {
  it('links First Platypus Bank with user_good / pass_good and 1234, and lists its accounts with balances', async () => {
    const token = await provider.createLinkToken({ clientUserId: 'user-1' });
    expect(token.ok).toBe(true);
    if (!token.ok) return;
    expect(token.value.linkToken).toMatch(/^link-sandbox-/);
    // Four hours for a new Item.
    expect(token.value.expiration.getTime() - t.clock.now().getTime()).toBe(4 * 60 * 60 * 1000);

    const found = await linkStep(base, 'institutions', {
      link_token: token.value.linkToken,
      query: 'platypus',
    });
    expect(found.body.institutions).toEqual([{ institution_id: 'ins_109508', name: 'First Platypus Bank' }]);
    const all = await linkStep(base, 'institutions', { link_token: token.value.linkToken, query: '' });
    expect((all.body.institutions as unknown[]).length).toBe(5);

    const link = await walkLink(base, token.value.linkToken, {
      institutionId: 'ins_109508',
      account: 'Plaid Checking',
    });
    expect(link.metadata.institution).toEqual({ institution_id: 'ins_109508', name: 'First Platypus Bank' });
    expect(link.metadata.accounts).toEqual([
      expect.objectContaining({
        id: link.accountId,
        name: 'Plaid Checking',
        mask: '0000',
        type: 'depository',
        subtype: 'checking',
      }),
    ]);

    const exchanged = await provider.exchangePublicToken(link.publicToken);
    if (!exchanged.ok) throw new Error(exchanged.error.code);
    expect(exchanged.value.accessToken).toMatch(/^access-sandbox-/);
    // A public token is spent once.
    const again = await provider.exchangePublicToken(link.publicToken);
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PUBLIC_TOKEN', type: 'INVALID_INPUT' },
    });

    const accounts = await provider.accounts(exchanged.value.accessToken);
    expect(accounts).toMatchObject({
      ok: true,
      value: {
        institutionId: 'ins_109508',
        accounts: [
          { name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' },
          { name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings' },
          { name: 'Plaid Mortgage', mask: '8888', type: 'loan', subtype: 'mortgage' },
          { name: 'Plaid Student Loan', mask: '7777', type: 'loan', subtype: 'student' },
          { name: 'Plaid Auto Loan', mask: '6666', type: 'loan', subtype: 'auto' },
        ],
      },
    });
    const raw = await plaid.accountsGet({ access_token: exchanged.value.accessToken });
    // The loans opened 2024-01-01; by 2026-11-21 (the test clock) 34 monthly payments were taken.
    expect(raw.data.accounts.map((account) => account.balances)).toEqual([
      expect.objectContaining({ available: 100, current: 110, iso_currency_code: 'USD' }),
      expect.objectContaining({ available: 200, current: 210, iso_currency_code: 'USD' }),
      expect.objectContaining({ available: null, current: 250_000 - 34 * 1_250, iso_currency_code: 'USD' }),
      expect.objectContaining({ available: null, current: 35_000 - 34 * 350, iso_currency_code: 'USD' }),
      expect.objectContaining({ available: null, current: 25_000 - 34 * 500, iso_currency_code: 'USD' }),
    ]);
    expect(await provider.institutionName('ins_109508')).toEqual({ ok: true, value: 'First Platypus Bank' });
  });

  it("answers the loans' balances through accountsBalanceGet, falling by each month's payment on the clock", async () => {
    const made = await plaid.sandboxPublicTokenCreate({
      institution_id: 'ins_109508',
      initial_products: [Products.Liabilities],
    });
    const exchanged = await provider.exchangePublicToken(made.data.public_token);
    if (!exchanged.ok) throw new Error(exchanged.error.code);
    const accounts = await provider.accounts(exchanged.value.accessToken);
    if (!accounts.ok) throw new Error(accounts.error.code);
    const mortgage = accounts.value.accounts.find((account) => account.subtype === 'mortgage')!.accountId;
    const before = t.clock.now();
    try {
      t.clock.set(new Date('2026-11-30T23:59:59Z'));
      const late = await provider.balances(exchanged.value.accessToken, [mortgage]);
      expect(late).toEqual({
        ok: true,
        value: [{ accountId: mortgage, currentCents: 207_500_00, currency: 'USD' }],
      });
      // The 1st of the month takes the next payment.
      t.clock.set(new Date('2026-12-01T00:00:00Z'));
      expect(await provider.balances(exchanged.value.accessToken, [mortgage])).toMatchObject({
        value: [{ currentCents: 206_250_00 }],
      });
      // Paid off in 2040 (200 payments): nothing is owed after, never less than nothing.
      t.clock.set(new Date('2041-06-15T12:00:00Z'));
      expect(await provider.balances(exchanged.value.accessToken, [mortgage])).toMatchObject({
        value: [{ currentCents: 0 }],
      });
      // An account the Item does not have is the provider's INVALID_ACCOUNT_ID.
      expect(await provider.balances(exchanged.value.accessToken, ['nope'])).toMatchObject({
        ok: false,
        error: { code: 'INVALID_ACCOUNT_ID' },
      });
      // A loan is no account to debit: no processor token for it.
      expect(
        await provider.cardProviderBankAccountToken(exchanged.value.accessToken, mortgage),
      ).toMatchObject({
        ok: false,
        error: { code: 'INVALID_ACCOUNT_ID' },
      });
    } finally {
      t.clock.set(before);
    }
  });

  it('refuses wrong credentials and a wrong second factor with the provider errors, then lets the right ones in', async () => {
    const token = await provider.createLinkToken({ clientUserId: 'user-1' });
    if (!token.ok) throw new Error('no token');
    const linkToken = token.value.linkToken;
    const wrong = await linkStep(base, 'credentials', {
      link_token: linkToken,
      institution_id: 'ins_109511',
      username: 'user_good',
      password: 'pass_bad',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
      error_message: 'the username or password provided were not correct',
      display_message: 'The username or password provided were not correct.',
      request_id: expect.any(String),
    });
    // The second factor cannot be skipped to.
    const skipped = await linkStep(base, 'mfa', { link_token: linkToken, code: '1234' });
    expect(skipped.body).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
    const right = await linkStep(base, 'credentials', {
      link_token: linkToken,
      institution_id: 'ins_109511',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(right.status).toBe(200);
    const badCode = await linkStep(base, 'mfa', { link_token: linkToken, code: '0000' });
    expect(badCode.body).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'INVALID_MFA' });
    const goodCode = await linkStep(base, 'mfa', { link_token: linkToken, code: '1234' });
    expect((goodCode.body.accounts as Array<{ name: string }>).map((account) => account.name)).toEqual([
      'Plaid Checking',
      'Plaid Saving',
    ]);
    // An account the Item does not have is refused; a spent session cannot be finished twice.
    const bogus = await linkStep(base, 'finish', { link_token: linkToken, account_id: 'nope' });
    expect(bogus.body).toMatchObject({ error_code: 'INVALID_ACCOUNT_ID' });
  });

  it('refuses a link token that expired (4 hours on the sandbox clock)', async () => {
    const token = await provider.createLinkToken({ clientUserId: 'user-1' });
    if (!token.ok) throw new Error('no token');
    t.clock.advance(4 * 60 * 60 * 1000 + 1000);
    const late = await linkStep(base, 'session', { link_token: token.value.linkToken });
    expect(late).toMatchObject({ status: 400, body: { error_code: 'INVALID_LINK_TOKEN' } });
  });

  it('answers numbers only from auth/get, made up and never stored', async () => {
    const { accessToken } = await linkedItem();
    const auth = await plaid.authGet({ access_token: accessToken });
    expect(auth.data.numbers.ach.map(({ account, routing }) => ({ account, routing }))).toEqual([
      { account: '1111222233330000', routing: '011401533' },
      { account: '1111222233331111', routing: '011401533' },
    ]);
    const rows = await t.database.pool.query<{ row: string }>(
      `select row_to_json(x)::text as row from (
         select * from sandbox_bank_link_accounts) x
       union all select row_to_json(y)::text from (select * from sandbox_bank_link_items) y`,
    );
    for (const { row } of rows.rows) expect(row).not.toMatch(/1111222233330000|1111222233331111|011401533/);
  });

  it('makes a processor token for the card provider, carrying the holder whose name may say INSUFFICIENT', async () => {
    const plain = await linkedItem();
    const token = await provider.cardProviderBankAccountToken(plain.accessToken, plain.link.accountId!);
    if (!token.ok) throw new Error(token.error.code);
    expect(token.value).toMatch(/^btok_/);
    const account = await accountOfProcessorToken(t.database.db, token.value);
    expect(account).toMatchObject({
      kind: 'checking',
      institutionId: 'ins_109508',
      ownerName: 'Alberta Bobbeth Charleson',
    });
    expect(isInsufficientOwner(account!.ownerName)).toBe(false);

    const poor = await linkedItem({ legalName: 'Ivy Insufficient', account: 'Plaid Saving' });
    const poorToken = await provider.cardProviderBankAccountToken(poor.accessToken, poor.link.accountId!);
    if (!poorToken.ok) throw new Error(poorToken.error.code);
    const poorAccount = await accountOfProcessorToken(t.database.db, poorToken.value);
    expect(poorAccount).toMatchObject({ kind: 'savings', ownerName: 'Ivy Insufficient' });
    expect(isInsufficientOwner(poorAccount!.ownerName)).toBe(true);

    const wrongAccount = await provider.cardProviderBankAccountToken(plain.accessToken, poor.link.accountId!);
    expect(wrongAccount).toMatchObject({ ok: false, error: { code: 'INVALID_ACCOUNT_ID' } });
  });

  it('asks for a new login after reset_login, which update mode repairs', async () => {
    const { accessToken } = await linkedItem();
    expect(await provider.resetLogin(accessToken)).toEqual({ ok: true, value: undefined });
    const refused = await provider.accounts(accessToken);
    expect(refused).toMatchObject({ ok: false, error: { code: 'ITEM_LOGIN_REQUIRED', type: 'ITEM_ERROR' } });

    const update = await provider.createLinkToken({ clientUserId: 'user-1', accessToken });
    if (!update.ok) throw new Error(update.error.code);
    // Thirty minutes in update mode.
    expect(update.value.expiration.getTime() - t.clock.now().getTime()).toBe(30 * 60 * 1000);
    const session = await linkStep(base, 'session', { link_token: update.value.linkToken });
    expect(session.body).toMatchObject({
      mode: 'update',
      institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
    });
    await walkLink(base, update.value.linkToken);
    expect((await provider.accounts(accessToken)).ok).toBe(true);
  });

  it('removes an Item: afterwards it is not found', async () => {
    const { accessToken } = await linkedItem();
    expect(await provider.removeItem(accessToken)).toEqual({ ok: true, value: undefined });
    expect(await provider.accounts(accessToken)).toMatchObject({
      ok: false,
      error: { code: 'ITEM_NOT_FOUND' },
    });
  });

  it('makes a public token without Link (sandbox/public_token/create)', async () => {
    const made = await plaid.sandboxPublicTokenCreate({
      institution_id: 'ins_109512',
      initial_products: [Products.Auth],
    });
    const exchanged = await provider.exchangePublicToken(made.data.public_token);
    if (!exchanged.ok) throw new Error(exchanged.error.code);
    const accounts = await provider.accounts(exchanged.value.accessToken);
    expect(accounts).toMatchObject({ ok: true, value: { institutionId: 'ins_109512' } });
    const unknown = await plaid
      .institutionsGetById({ institution_id: 'ins_1', country_codes: [CountryCode.Us] })
      .catch((error: { response: { data: unknown } }) => error.response.data);
    expect(unknown).toMatchObject({ error_code: 'INVALID_INSTITUTION', error_type: 'INVALID_INPUT' });
  });

  it('refuses a wrong secret with INVALID_API_KEYS', async () => {
    const stranger = createPlaidBankLinkProvider({
      clientId: keys.clientId,
      secret: 'wrong',
      basePath: base,
      clientName: 'x',
    });
    const refused = await stranger.createLinkToken({ clientUserId: 'user-1' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_API_KEYS', type: 'INVALID_INPUT' } });
  });
});
