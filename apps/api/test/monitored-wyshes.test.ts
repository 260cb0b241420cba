// Monitored wyshes (issue 25 item 6): a wysh paid to an institution follows a linked loan's balance. The sandbox's
// loans fall by a fixed payment on the 1st of each month (First Platypus Bank's Plaid Mortgage: $250,000 opened
// 2024-01-01, $1,250 a month), so on the test clock (2026-11-21) it owes $207,500 and a month later $206,250.
// Linking takes the balance at once, the refreshing job follows it, each change a history row; turning
// monitoring off or unlinking the bank stops it; another person's account, a deposit account and a wysh paid to
// a person are refused, as is a member not eligible for monitoring (no verified phone yet); Link for monitoring
// offers loans only, Link for payments no loans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
import { registered, signIn, userIdOf, verifiedUser } from './support/accounts.ts';
import { linkApiUrlOf, linkLoan, linkStep } from './support/bank-link.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const ALLOCATION = 'id amount monitored plaidAccount { id name mask institutionName }';

type Allocation = {
  id: string;
  amount: number | null;
  monitored: boolean;
  plaidAccount: { id: string; name: string; mask: string; institutionName: string } | null;
};
type Payload = { wyshAllocation: Allocation | null; error: { code: string; message: string } | null };

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function wyshId(slug: string) {
  const result = await t.graphql<{ wyshes: Array<{ id: string; slug: string }> }>('{ wyshes { id slug } }');
  return result.data!.wyshes.find((wysh) => wysh.slug === slug)!.id;
}

async function newWysh(token: string, slug: string, amount = 300_000_00) {
  const data = await ask<{ createWyshAllocation: Payload }>(
    token,
    `mutation ($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { wyshAllocation { ${ALLOCATION} } } }`,
    { input: { wyshId: await wyshId(slug), amount } },
  );
  return data.createWyshAllocation.wyshAllocation!;
}

async function monitor(token: string, wyshAllocationId: string, plaidAccountId: string) {
  const data = await ask<{ monitorWyshAllocation: Payload }>(
    token,
    `mutation ($input: MonitorWyshAllocationInput!) {
      monitorWyshAllocation(input: $input) { wyshAllocation { ${ALLOCATION} } error { code message } } }`,
    { input: { wyshAllocationId, plaidAccountId } },
  );
  return data.monitorWyshAllocation;
}

async function allocation(token: string, id: string) {
  const data = await ask<{ wyshAllocations: Allocation[] }>(token, `{ wyshAllocations { ${ALLOCATION} } }`);
  return data.wyshAllocations.find((row) => row.id === id)!;
}

async function histories(token: string, id: string) {
  const data = await ask<{
    allocationHistories: Array<{ amount: number; change: number; direction: string }>;
  }>(token, `query ($id: ID) { allocationHistories(wyshAllocationId: $id) { amount change direction } }`, {
    id,
  });
  return data.allocationHistories;
}

async function refreshJob() {
  await t.jobs.enqueue('wyshes.refresh-monitored', {}, { tx: t.database.db });
  await t.jobs.drain();
}

describe('a wysh following a linked mortgage', () => {
  it('takes the balance when linked and follows it as the clock moves a month', async () => {
    const user = await verifiedUser(t);
    let token = user.tokens.accessToken;
    const wysh = await newWysh(token, 'mortgage');
    const mortgage = await linkLoan(t, token, 'Plaid Mortgage');

    const linked = await monitor(token, wysh.id, mortgage);
    expect(linked.error).toBeNull();
    expect(linked.wyshAllocation).toEqual({
      id: wysh.id,
      amount: 207_500_00,
      monitored: true,
      plaidAccount: {
        id: mortgage,
        name: 'Plaid Mortgage',
        mask: '8888',
        institutionName: 'First Platypus Bank',
      },
    });

    // The refresh on the same day changes nothing.
    await refreshJob();
    expect((await allocation(token, wysh.id)).amount).toBe(207_500_00);

    t.clock.advance(30 * DAY);
    await refreshJob();
    // A month on, the session has expired: the person signs in again.
    token = (await signIn(t, user.email, user.password)).access_token;
    expect((await allocation(token, wysh.id)).amount).toBe(206_250_00);
    expect(await histories(token, wysh.id)).toEqual([
      { amount: 206_250_00, change: 1_250_00, direction: 'DOWN' },
      { amount: 207_500_00, change: 92_500_00, direction: 'DOWN' },
      { amount: 300_000_00, change: 300_000_00, direction: 'UP' },
    ]);

    // Monitored, the amount is not edited by hand.
    const edit = await ask<{ updateWyshAllocation: Payload }>(
      token,
      `mutation ($input: UpdateWyshAllocationInput!) { updateWyshAllocation(input: $input) { error { code message } } }`,
      { input: { wyshAllocationId: wysh.id, amount: 1_000_00 } },
    );
    expect(edit.updateWyshAllocation.error?.code).toBe('WYSH_MONITORED');

    // Turned off, it stays at the last balance and follows nothing.
    const off = await ask<{ unmonitorWyshAllocation: Payload }>(
      token,
      `mutation ($input: WyshAllocationIdInput!) { unmonitorWyshAllocation(input: $input) { wyshAllocation { ${ALLOCATION} } } }`,
      { input: { wyshAllocationId: wysh.id } },
    );
    expect(off.unmonitorWyshAllocation.wyshAllocation).toMatchObject({
      amount: 206_250_00,
      monitored: false,
      plaidAccount: null,
    });
    t.clock.advance(31 * DAY);
    await refreshJob();
    token = (await signIn(t, user.email, user.password)).access_token;
    expect((await allocation(token, wysh.id)).amount).toBe(206_250_00);
  });

  it('stops following when the bank is unlinked', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const wysh = await newWysh(token, 'car-loan', 25_000_00);
    const auto = await linkLoan(t, token, 'Plaid Auto Loan');
    expect((await monitor(token, wysh.id, auto)).wyshAllocation).toMatchObject({ monitored: true });
    const amount = (await allocation(token, wysh.id)).amount;

    const items = await ask<{ plaidItems: Array<{ id: string; plaidAccounts: Array<{ id: string }> }> }>(
      token,
      '{ plaidItems { id plaidAccounts { id } } }',
    );
    const item = items.plaidItems.find((found) =>
      found.plaidAccounts.some((account) => account.id === auto),
    )!;
    const unlinked = await ask<{ unlinkPlaidItem: { success: boolean } }>(
      token,
      'mutation ($input: PlaidItemInput!) { unlinkPlaidItem(input: $input) { success } }',
      { input: { plaidItemId: item.id } },
    );
    expect(unlinked.unlinkPlaidItem.success).toBe(true);
    expect(await allocation(token, wysh.id)).toMatchObject({ amount, monitored: false, plaidAccount: null });
  });

  it("refuses another person's account, a deposit account, a wysh paid to a person, and a loan as the payment method", async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const mortgage = await linkLoan(t, owner.tokens.accessToken, 'Plaid Mortgage');
    const theirs = await newWysh(other.tokens.accessToken, 'mortgage');

    const stolen = await monitor(other.tokens.accessToken, theirs.id, mortgage);
    expect(stolen.error?.code).toBe('BANK_LINK.ACCOUNT_NOT_FOUND');
    expect(await allocation(other.tokens.accessToken, theirs.id)).toMatchObject({
      amount: 300_000_00,
      monitored: false,
      plaidAccount: null,
    });

    // The owner's allocation is not the other person's to point at the loan either.
    const mine = await newWysh(owner.tokens.accessToken, 'mortgage');
    expect((await monitor(other.tokens.accessToken, mine.id, mortgage)).error?.code).toBe('NOT_FOUND');

    // A loan pays no premium: it cannot become the payment method.
    const paying = await ask<{
      createPaymentMethod: { paymentMethod: { id: string } | null; error: { code: string } | null };
    }>(
      owner.tokens.accessToken,
      `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { paymentMethod { id } error { code } } }`,
      {
        input: {
          source: 'bank_account',
          plaidAccountId: mortgage,
          debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
        },
      },
    );
    expect(paying.createPaymentMethod).toEqual({
      paymentMethod: null,
      error: { code: 'BANK_LINK.NOT_A_DEPOSIT_ACCOUNT' },
    });

    const checking = await linkLoan(t, owner.tokens.accessToken, 'Plaid Checking', 'payments');
    expect((await monitor(owner.tokens.accessToken, mine.id, checking)).error?.code).toBe(
      'BANK_LINK.NOT_A_LOAN',
    );

    const pets = await newWysh(owner.tokens.accessToken, 'pets', 5_000_00);
    expect((await monitor(owner.tokens.accessToken, pets.id, mortgage)).error?.code).toBe(
      'WYSH_NOT_MONITORABLE',
    );
  });
});

describe('eligibility for monitoring (spec 001 §6: monitoring a wysh requires eligibleForMonitoring)', () => {
  const eligibility = async (token: string) =>
    (
      await ask<{
        currentUser: {
          activeConstellations: Array<{ activeInsuranceMembership: { eligibleForMonitoring: boolean } }>;
        };
      }>(
        token,
        '{ currentUser { activeConstellations { activeInsuranceMembership { eligibleForMonitoring } } } }',
      )
    ).currentUser.activeConstellations[0]!.activeInsuranceMembership.eligibleForMonitoring;

  it('is off until the person verifies a phone number, and a member who is not eligible is refused', async () => {
    // Registered, no phone yet: not eligible, and asking anyway changes nothing.
    const newcomer = await registered(t);
    const newcomerToken = newcomer.tokens.accessToken;
    expect(await eligibility(newcomerToken)).toBe(false);
    const theirs = await newWysh(newcomerToken, 'mortgage');
    const refused = await monitor(newcomerToken, theirs.id, '00000000-0000-4000-8000-000000000000');
    expect(refused).toEqual({
      wyshAllocation: null,
      error: {
        code: 'MONITORING_NOT_ELIGIBLE',
        message: 'Your account can’t follow a linked loan yet. Please verify your phone number first.',
      },
    });
    expect(await allocation(newcomerToken, theirs.id)).toMatchObject({
      monitored: false,
      plaidAccount: null,
    });

    // A verified number opens it.
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    expect(await eligibility(token)).toBe(true);

    // A membership that is not eligible (turned off for the account) is refused even with the person's own loan.
    const mortgage = await linkLoan(t, token, 'Plaid Mortgage');
    const wysh = await newWysh(token, 'mortgage');
    const userId = await userIdOf(t, token);
    const setEligible = (value: boolean) =>
      t.database.pool.query(
        `update insurance_memberships set eligible_for_monitoring = $2
         where constellation_id in (select id from constellations where user_id = $1)`,
        [userId, value],
      );
    await setEligible(false);
    expect(await eligibility(token)).toBe(false);
    expect((await monitor(token, wysh.id, mortgage)).error?.code).toBe('MONITORING_NOT_ELIGIBLE');
    expect(await allocation(token, wysh.id)).toMatchObject({ amount: 300_000_00, monitored: false });
    await setEligible(true);
    expect((await monitor(token, wysh.id, mortgage)).wyshAllocation).toMatchObject({ monitored: true });
  });
});

describe("Link's accounts by purpose", () => {
  async function offered(token: string, purpose: 'payments' | 'monitoring') {
    const { plaidGenerateLinkToken } = await ask<{ plaidGenerateLinkToken: { linkToken: string } }>(
      token,
      `mutation { plaidGenerateLinkToken(purpose: ${purpose}) { linkToken } }`,
    );
    const api = await linkApiUrlOf(t);
    const linkToken = plaidGenerateLinkToken.linkToken;
    await linkStep(api, 'credentials', {
      link_token: linkToken,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    const mfa = await linkStep(api, 'mfa', { link_token: linkToken, code: '1234' });
    return (mfa.body.accounts as Array<{ name: string; mask: string; type: string; subtype: string }>).map(
      ({ name, mask, type, subtype }) => ({ name, mask, type, subtype }),
    );
  }

  it('offers the loans for monitoring and the deposit accounts for payments', async () => {
    const user = await verifiedUser(t);
    expect(await offered(user.tokens.accessToken, 'monitoring')).toEqual([
      { name: 'Plaid Mortgage', mask: '8888', type: 'loan', subtype: 'mortgage' },
      { name: 'Plaid Student Loan', mask: '7777', type: 'loan', subtype: 'student' },
      { name: 'Plaid Auto Loan', mask: '6666', type: 'loan', subtype: 'auto' },
    ]);
    expect(await offered(user.tokens.accessToken, 'payments')).toEqual([
      { name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' },
      { name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings' },
    ]);
  });

  it('never keeps a number of a loan: the provider ids and the mask only', async () => {
    const user = await verifiedUser(t);
    const loan = await linkLoan(t, user.tokens.accessToken, 'Plaid Student Loan');
    const { rows } = await t.database.pool.query(`select * from plaid_accounts where id = $1`, [loan]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['account_type', 'created_at', 'external_id', 'id', 'mask', 'name', 'plaid_item_id', 'subtype'].sort(),
    );
    expect(rows[0]).toMatchObject({ mask: '7777', account_type: 'loan', subtype: 'student' });
  });
});
