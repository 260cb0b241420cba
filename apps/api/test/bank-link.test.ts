// Linking a bank account through GraphQL (issue 25): a link token, the sandbox's Link (wrong credentials and
// a wrong second factor refused with the provider's words), the public token exchanged for the Item and the
// account picked, PlaidItems, update mode for a login that expired, unlinking, every Item checked against its
// owner, and no account or routing number (nor the access token in clear) in any row, response or log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlaidBankLinkProvider,
  type BankLinkProvider,
} from '../src/modules/bank-link/bank-link-provider.ts';
import { SANDBOX_BANK_LINK_KEYS } from '../src/modules/bank-link/configured-bank-link-provider.ts';
import { registered, verifiedUser } from './support/accounts.ts';
import { linkApiUrlOf, linkStep, walkLink } from './support/bank-link.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let linkApi: string;
beforeAll(async () => {
  t = await startTestApp();
  linkApi = await linkApiUrlOf(t);
});
afterAll(() => t.close());

const ERROR = 'error { code message }';
const ITEM =
  'id externalId status plaidInstitution { id name } plaidAccounts { id externalId name mask accountType subtype }';

type UserError = { code: string; message: string } | null;
type Item = {
  id: string;
  externalId: string;
  status: 'good' | 'login_required';
  plaidInstitution: { id: string; name: string };
  plaidAccounts: Array<{
    id: string;
    externalId: string;
    name: string;
    mask: string;
    accountType: string;
    subtype: string;
  }>;
};

/** Every GraphQL answer of the file, to search for numbers and tokens at the end. */
const answers: string[] = [];

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  answers.push(JSON.stringify(result));
  return result;
}

async function linkToken(token: string) {
  const result = await gql<{ plaidGenerateLinkToken: { linkToken: string | null; error: UserError } }>(
    token,
    `mutation { plaidGenerateLinkToken { linkToken expiration ${ERROR} } }`,
  );
  expect(result.data!.plaidGenerateLinkToken.error).toBeNull();
  return result.data!.plaidGenerateLinkToken.linkToken!;
}

async function exchange(token: string, publicToken: string, bankAccountId: string) {
  const result = await gql<{
    plaidExchangePublicToken: {
      plaidAccount: Item['plaidAccounts'][number] | null;
      plaidItem: Item | null;
      error: UserError;
    };
  }>(
    token,
    `mutation ($input: PlaidExchangePublicTokenInput!) {
      plaidExchangePublicToken(input: $input) { plaidAccount { id name mask accountType subtype } plaidItem { ${ITEM} } ${ERROR} }
    }`,
    { input: { publicToken, bankAccountId } },
  );
  return result.data!.plaidExchangePublicToken;
}

async function plaidItems(token: string) {
  const result = await gql<{ plaidItems: Item[] }>(token, `{ plaidItems { ${ITEM} } }`);
  expect(result.errors).toBeUndefined();
  return result.data!.plaidItems;
}

async function itemMutation(
  token: string,
  name: 'unlinkPlaidItem' | 'confirmPlaidUpdate' | 'initiatePlaidUpdate',
  plaidItemId: string,
) {
  const fields =
    name === 'initiatePlaidUpdate'
      ? 'linkToken'
      : name === 'confirmPlaidUpdate'
        ? 'plaidItem { status }'
        : '';
  const result = await gql<
    Record<string, { success: boolean; linkToken?: string; plaidItem?: { status: string }; error: UserError }>
  >(token, `mutation ($input: PlaidItemInput!) { ${name}(input: $input) { success ${fields} ${ERROR} } }`, {
    input: { plaidItemId },
  });
  return result.data![name]!;
}

/** A verified person with First Platypus Bank's Plaid Checking linked. */
async function linkedPerson() {
  const person = await verifiedUser(t);
  const token = person.tokens.accessToken;
  const link = await walkLink(linkApi, await linkToken(token), {
    institutionId: 'ins_109508',
    account: 'Plaid Checking',
  });
  const exchanged = await exchange(token, link.publicToken, link.accountId!);
  expect(exchanged.error).toBeNull();
  return { token, item: exchanged.plaidItem!, link };
}

describe('linking a bank account', () => {
  it('links First Platypus Bank: wrong password refused, then user_good / pass_good and 1234, Plaid Checking listed, then unlinked', async () => {
    const person = await verifiedUser(t);
    const token = person.tokens.accessToken;
    const link = await linkToken(token);
    const wrong = await linkStep(linkApi, 'credentials', {
      link_token: link,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'wrong',
    });
    expect(wrong.body).toMatchObject({
      error_code: 'INVALID_CREDENTIALS',
      display_message: 'The username or password provided were not correct.',
    });
    await linkStep(linkApi, 'credentials', {
      link_token: link,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    const badCode = await linkStep(linkApi, 'mfa', { link_token: link, code: '4321' });
    expect(badCode.body).toMatchObject({ error_code: 'INVALID_MFA' });
    const accounts = await linkStep(linkApi, 'mfa', { link_token: link, code: '1234' });
    const checking = (accounts.body.accounts as Array<{ id: string; name: string }>).find(
      (account) => account.name === 'Plaid Checking',
    )!;
    const finished = await linkStep(linkApi, 'finish', { link_token: link, account_id: checking.id });

    const exchanged = await exchange(token, finished.body.public_token as string, checking.id);
    expect(exchanged.error).toBeNull();
    expect(exchanged.plaidAccount).toMatchObject({
      name: 'Plaid Checking',
      mask: '0000',
      accountType: 'depository',
      subtype: 'checking',
    });
    expect(exchanged.plaidItem).toMatchObject({
      status: 'good',
      plaidInstitution: { id: 'ins_109508', name: 'First Platypus Bank' },
    });
    // Only the account picked is kept.
    expect(exchanged.plaidItem!.plaidAccounts).toHaveLength(1);

    const listed = await plaidItems(token);
    expect(listed).toEqual([exchanged.plaidItem]);

    // The public token was spent: a second exchange is refused and links nothing more.
    const again = await exchange(token, finished.body.public_token as string, checking.id);
    expect(again.error?.code).toBe('BANK_LINK.PUBLIC_TOKEN_INVALID');
    expect(await plaidItems(token)).toHaveLength(1);

    const unlinked = await itemMutation(token, 'unlinkPlaidItem', exchanged.plaidItem!.id);
    expect(unlinked).toMatchObject({ success: true, error: null });
    expect(await plaidItems(token)).toEqual([]);
    // Removed at the provider too.
    const { rows } = await t.database.pool.query<{ removed_at: Date | null }>(
      'select removed_at from sandbox_bank_link_items where item_id = $1',
      [exchanged.plaidItem!.externalId],
    );
    expect(rows[0]!.removed_at).not.toBeNull();
    expect((await itemMutation(token, 'unlinkPlaidItem', exchanged.plaidItem!.id)).error?.code).toBe(
      'BANK_LINK.ITEM_NOT_FOUND',
    );
  });

  it('refuses an account that Link did not give, keeping nothing', async () => {
    const person = await verifiedUser(t);
    const token = person.tokens.accessToken;
    const link = await walkLink(linkApi, await linkToken(token), {
      institutionId: 'ins_109509',
      account: 'Plaid Saving',
    });
    const refused = await exchange(token, link.publicToken, 'not-an-account-of-this-item');
    expect(refused.error?.code).toBe('BANK_LINK.ACCOUNT_NOT_FOUND');
    expect(await plaidItems(token)).toEqual([]);
  });

  it('shows a login that expired at the bank, and update mode signs in again', async () => {
    const { token, item } = await linkedPerson();
    // The bank now wants a new sign-in (what a changed password does): the listing asks the provider and says so.
    await t.database.pool.query(
      'update sandbox_bank_link_items set login_required = true where item_id = $1',
      [item.externalId],
    );
    expect((await plaidItems(token))[0]!.status).toBe('login_required');
    expect((await itemMutation(token, 'confirmPlaidUpdate', item.id)).error?.code).toBe(
      'BANK_LINK.LOGIN_REQUIRED',
    );

    const update = await itemMutation(token, 'initiatePlaidUpdate', item.id);
    expect(update.error).toBeNull();
    const session = await linkStep(linkApi, 'session', { link_token: update.linkToken });
    expect(session.body).toMatchObject({ mode: 'update', institution: { name: 'First Platypus Bank' } });
    await walkLink(linkApi, update.linkToken!);
    const confirmed = await itemMutation(token, 'confirmPlaidUpdate', item.id);
    expect(confirmed).toMatchObject({ success: true, plaidItem: { status: 'good' }, error: null });
    expect((await plaidItems(token))[0]!.status).toBe('good');
  });

  it("resets a login through the sandbox's /dev/bank-link/reset-login, for the caller's own Items only", async () => {
    const ada = await linkedPerson();
    const bob = await verifiedUser(t);
    const reset = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/dev/bank-link/reset-login',
        headers: { authorization: `Bearer ${token}` },
        payload: { plaidItemId: ada.item.id },
      });
    expect((await reset(bob.tokens.accessToken)).statusCode).toBe(404);
    expect((await plaidItems(ada.token))[0]!.status).toBe('good');
    expect((await reset(ada.token)).statusCode).toBe(200);
    expect((await plaidItems(ada.token))[0]!.status).toBe('login_required');
  });

  it("refuses another person's Item for every use case", async () => {
    const ada = await linkedPerson();
    const bob = (await verifiedUser(t)).tokens.accessToken;
    for (const name of ['unlinkPlaidItem', 'confirmPlaidUpdate', 'initiatePlaidUpdate'] as const) {
      const refused = await itemMutation(bob, name, ada.item.id);
      expect(refused.success).toBe(false);
      expect(refused.error?.code).toBe('BANK_LINK.ITEM_NOT_FOUND');
    }
    expect(await plaidItems(bob)).toEqual([]);
    expect(await plaidItems(ada.token)).toHaveLength(1);
    // Not an id at all: the same answer.
    expect((await itemMutation(bob, 'unlinkPlaidItem', 'nope')).error?.code).toBe('BANK_LINK.ITEM_NOT_FOUND');
  });

  it('needs a verified session', async () => {
    const person = await registered(t);
    const result = await t.graphql(
      'mutation { plaidGenerateLinkToken { linkToken } }',
      {},
      { token: person.tokens.accessToken },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
    const listed = await t.graphql('{ plaidItems { id } }', {}, { token: person.tokens.accessToken });
    expect(listed.errors?.[0]?.extensions?.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
  });

  it('keeps no account or routing number, nor an access token in clear, in any row, answer or log line', async () => {
    const { token, item } = await linkedPerson();
    await plaidItems(token);
    // The provider does know the numbers (auth/get, which we never call): the pattern below finds them there.
    const held = await t.database.pool.query<{ access_token: string }>(
      'select access_token from sandbox_bank_link_items where item_id = $1',
      [item.externalId],
    );
    const auth = await fetch(`${linkApi}/auth/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: SANDBOX_BANK_LINK_KEYS.clientId,
        secret: SANDBOX_BANK_LINK_KEYS.secret,
        access_token: held.rows[0]!.access_token,
      }),
    });
    expect(await auth.text()).toMatch(/1111222233330000.*011401533/);
    const tables = await t.database.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const rows: string[] = [];
    for (const { table_name } of tables.rows) {
      const found = await t.database.pool.query<{ row: string }>(
        `select row_to_json(x)::text as row from "${table_name}" x`,
      );
      rows.push(...found.rows.map(({ row }) => `${table_name}: ${row}`));
    }
    const numbers = /1111222233330000|1111222233331111|011401533|021000021/;
    for (const row of rows) expect(row).not.toMatch(numbers);
    for (const answer of answers) expect(answer).not.toMatch(numbers);
    for (const line of t.logs) expect(line).not.toMatch(numbers);
    // The access token: only the provider's own tables hold it; ours keep it sealed, and no answer or log has it.
    const ours = rows.filter((row) => !row.startsWith('sandbox_bank_link_'));
    for (const row of ours) expect(row).not.toMatch(/access-sandbox-/);
    for (const answer of answers) expect(answer).not.toMatch(/access-sandbox-/);
    for (const line of t.logs) expect(line).not.toMatch(/access-sandbox-|public-sandbox-/);
    expect(rows.some((row) => row.startsWith('plaid_items: '))).toBe(true);
  });
});

describe('a bank-link provider that cannot be reached', () => {
  it('still lists the banks as last known', async () => {
    // The app's own sandbox, spoken to through a port that stops answering accounts/get when told.
    let reachable = true;
    let real: BankLinkProvider | undefined;
    const port = new Proxy({} as BankLinkProvider, {
      get:
        (_target, name: keyof BankLinkProvider) =>
        (...args: never[]) => {
          if (name === 'accounts' && !reachable) return Promise.reject(new Error('connect ECONNREFUSED'));
          return (real![name] as (...given: never[]) => unknown)(...args);
        },
    });
    const other = await startTestApp({}, { ports: { bankLink: port } });
    try {
      const api = await linkApiUrlOf(other);
      real = createPlaidBankLinkProvider({ ...SANDBOX_BANK_LINK_KEYS, basePath: api, clientName: 'Wysh' });
      const token = (await verifiedUser(other)).tokens.accessToken;
      const made = await other.graphql<{ plaidGenerateLinkToken: { linkToken: string } }>(
        'mutation { plaidGenerateLinkToken { linkToken } }',
        {},
        { token },
      );
      const link = await walkLink(api, made.data!.plaidGenerateLinkToken.linkToken, {
        institutionId: 'ins_109510',
        account: 'Plaid Checking',
      });
      const exchanged = await other.graphql<{ plaidExchangePublicToken: { error: UserError } }>(
        `mutation ($input: PlaidExchangePublicTokenInput!) { plaidExchangePublicToken(input: $input) { ${ERROR} } }`,
        { input: { publicToken: link.publicToken, bankAccountId: link.accountId } },
        { token },
      );
      expect(exchanged.data!.plaidExchangePublicToken.error).toBeNull();
      reachable = false;
      const listed = await other.graphql<{ plaidItems: Item[] }>(`{ plaidItems { ${ITEM} } }`, {}, { token });
      expect(listed.errors).toBeUndefined();
      expect(listed.data!.plaidItems).toMatchObject([
        { status: 'good', plaidInstitution: { name: 'Tattersall Federal Credit Union' } },
      ]);
      expect(other.logs.some((line) => line.includes('bank_link_unreachable'))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
