// After the purchase (issue 15 item 5), over the real modules: the dashboard's insurance card is owned with the
// issued policy's cover and next billing date, the Wyshes summary covers from the policy's amount instead of the
// estimate's, and the policy updates banner follows a pending beneficiary change of the policy. Nobody sees
// another's policy through any of it; the sandbox's attach-to-policy route (beneficiaries without a policy) makes
// no policyholder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered, verifiedUser } from './support/accounts.ts';
import { decidedApplicant } from './support/applying.ts';
import { signPurchase } from './support/purchasing.ts';
import { bornYearsAgo } from './support/flows.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

const homeQuery = `{ dashboardHome {
  insurance { state title productSlug coverageAmount coverageUpTo nextBillingDate }
  policyUpdate { kind reason }
} }`;
type Home = {
  insurance: {
    state: string;
    title: string;
    productSlug: string | null;
    coverageAmount: number | null;
    coverageUpTo: boolean;
    nextBillingDate: string | null;
  };
  policyUpdate: { kind: string; reason: string } | null;
};

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const home = async (token: string) => (await gql<{ dashboardHome: Home }>(token, homeQuery)).dashboardHome;

/** The spec's calls (000 §7), as the purchase screens make them: accept the quote, pay its first invoice. */
async function buyTermPolicy(token: string) {
  const { pendingQuote } = await gql<{ pendingQuote: { id: string } }>(token, '{ pendingQuote { id } }');
  const accepted = await gql<{ updateQuote: { error: unknown } }>(
    token,
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code } } }`,
    { id: pendingQuote.id },
  );
  expect(accepted.updateQuote.error).toBeNull();
  const { latestPayableInvoice } = await gql<{ latestPayableInvoice: { id: string } }>(
    token,
    '{ latestPayableInvoice { id } }',
  );
  await signPurchase(t, token);
  const paymentMethodToken = await tokenise(cardPort, '4242 4242 4242 4242');
  const paid = await gql<{ payInvoice: { transactionResult: string } }>(
    token,
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult } }`,
    {
      input: {
        invoiceId: latestPayableInvoice.id,
        purchasePolicy: true,
        paymentMethodToken,
        nameOnCard: 'Ada Lovelace',
      },
    },
  );
  expect(paid.payInvoice.transactionResult).toBe('success');
  const { userPolicy } = await gql<{
    userPolicy: { amount: number; accountsProduct: { nextPayment: { date: string } | null } };
  }>(token, '{ userPolicy { amount accountsProduct { nextPayment { date } } } }');
  return userPolicy;
}

const address = { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' };
async function addBeneficiary(token: string, firstName: string) {
  const created = await gql<{ createBeneficiary: { success: boolean } }>(
    token,
    'mutation ($input: CreateBeneficiaryInput!) { createBeneficiary(input: $input) { success } }',
    {
      input: {
        type: 'INDIVIDUAL',
        responsibility: 'PRIMARY',
        contact: { firstName, lastName: 'Lee', birthdate: '1990-04-02', relationship: 'spouse' },
        address,
      },
    },
  );
  expect(created.createBeneficiary.success).toBe(true);
}

describe('the dashboard after the purchase', () => {
  it('shows the quote before paying, then the owned card with the policy’s cover and next billing date', async () => {
    const token = await decidedApplicant(t);
    await addBeneficiary(token, 'Grace');
    const before = await home(token);
    expect(before.insurance.state).toBe('QUOTE');
    expect(before.policyUpdate).toBeNull();

    const policy = await buyTermPolicy(token);
    const after = await home(token);
    expect(after.insurance).toEqual({
      state: 'OWNED',
      title: 'Term Life Insurance',
      productSlug: 'wysh-term-life',
      coverageAmount: policy.amount,
      coverageUpTo: false,
      nextBillingDate: policy.accountsProduct.nextPayment!.date,
    });
    // The quote it was bought from is accepted: nothing waits.
    expect(after.policyUpdate).toBeNull();

    // An edit of the policy's beneficiaries is a pending change: UPDATES PENDING until confirmed or discarded.
    await addBeneficiary(token, 'Alan');
    expect((await home(token)).policyUpdate).toEqual({ kind: 'UPDATES_PENDING', reason: 'POLICY_CHANGE' });
    const discarded = await gql<{ discardBeneficiaryChanges: { success: boolean } }>(
      token,
      'mutation { discardBeneficiaryChanges(input: {}) { success } }',
    );
    expect(discarded.discardBeneficiaryChanges.success).toBe(true);
    expect((await home(token)).policyUpdate).toBeNull();

    // Someone else sees none of it.
    const stranger = (await registered(t)).tokens.accessToken;
    expect(await home(stranger)).toEqual({
      insurance: expect.objectContaining({ state: 'MARKETING', coverageAmount: null }),
      policyUpdate: null,
    });
  });

  it('covers the wyshes from the policy’s amount, not the estimate’s', async () => {
    const token = await decidedApplicant(t);
    const { wyshes } = await gql<{ wyshes: Array<{ id: string }> }>(token, '{ wyshes { id } }');
    const created = await gql<{ createWyshAllocation: { error: unknown } }>(
      token,
      'mutation ($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { error { code } } }',
      { input: { wyshId: wyshes[0]!.id, amount: 100_000_000 } },
    );
    expect(created.createWyshAllocation.error).toBeNull();
    const policy = await buyTermPolicy(token);
    // A later estimate of another cover does not change what the policy in force pays for.
    const other = policy.amount === 30_000_000 ? 40_000_000 : 30_000_000;
    await gql(
      token,
      `mutation ($input: PrequalificationInformationInput!) {
        updatePrequalificationInformation(input: $input) { error { code } } }`,
      { input: { birthdate: bornYearsAgo(30), sex: 'female', tobacco: false, state: 'OH' } },
    );
    const estimated = await gql<{ createEstimate: { error: unknown } }>(
      token,
      `mutation ($input: EstimateInput!) { createEstimate(input: $input) { error { code } } }`,
      { input: { amount: other, termDuration: 20, termUnit: 'year' } },
    );
    expect(estimated.createEstimate.error).toBeNull();
    const { allocationSummary } = await gql<{
      allocationSummary: { totalAmount: number; percentCovered: number | null };
    }>(token, '{ allocationSummary { totalAmount percentCovered } }');
    expect(allocationSummary).toEqual({
      totalAmount: 100_000_000,
      percentCovered: Math.floor((policy.amount / 100_000_000) * 100),
    });
  });
});

describe('the sandbox’s /dev/beneficiaries/attach-to-policy beside real policies', () => {
  it('makes beneficiaries a policy’s without making a policy: no owned card, no banner for its pending change', async () => {
    // A verified session: a policy's beneficiaries are changed only with the phone code.
    const token = (await verifiedUser(t)).tokens.accessToken;
    await addBeneficiary(token, 'Grace');
    const attached = await t.app.inject({
      method: 'POST',
      url: '/dev/beneficiaries/attach-to-policy',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(attached.statusCode).toBe(200);
    await addBeneficiary(token, 'Alan');
    const { getBeneficiaries } = await gql<{ getBeneficiaries: { pending: unknown[] } }>(
      token,
      '{ getBeneficiaries { pending { id } } }',
    );
    expect(getBeneficiaries.pending.length).toBeGreaterThan(0);
    // The banner shows only with a policy (spec 000 §2): the route made none.
    expect(await home(token)).toEqual({
      insurance: expect.objectContaining({ state: 'MARKETING' }),
      policyUpdate: null,
    });
  });
});
