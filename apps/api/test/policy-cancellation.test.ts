// Cancelling a policy at its owner's request (issue 27 item 5): customer service finds it by its number and
// cancels it. In the free look every premium paid goes back to the card through the provider, exactly once
// however many requests arrive together, the policy is void, its invoices stay paid and the ledger balances;
// after the free look nothing is refunded, cover runs to the end of the paid period, billing stops, and the
// policy ends the day after. Only the support role, in a verified session, may do either.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { latestMessageTo, userIdOf, verifiedUser } from './support/accounts.ts';
import { billingFaults } from './support/billing-invariants.ts';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { advance, rows, sandboxToday } from './support/reinstating.ts';
import { loggedErrors, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;

const SERVICED = `query ($number: String!) {
  servicedPolicy(number: $number) {
    id number status ownerName freeLookEndsOn paidThrough
    cancellingToday { kind refundAmount coverEndsOn }
    cancellation { kind requestedOn coverEndsOn refundAmount reason }
    refunds { amount status method providerRefundId }
  }
}`;
const CANCEL = `mutation ($input: CancelPolicyForCustomerInput!) {
  cancelPolicyForCustomer(input: $input) {
    policy { status cancellation { kind coverEndsOn refundAmount reason } }
    error { code message fields { field message } }
  }
}`;

type Serviced = {
  id: string;
  number: string;
  status: string;
  ownerName: string;
  freeLookEndsOn: string;
  paidThrough: string | null;
  cancellingToday: { kind: string; refundAmount: number; coverEndsOn: string | null } | null;
  cancellation: {
    kind: string;
    requestedOn: string;
    coverEndsOn: string | null;
    refundAmount: number;
    reason: string;
  } | null;
  refunds: { amount: number; status: string; method: string; providerRefundId: string | null }[];
};
type Cancelled = {
  cancelPolicyForCustomer: {
    policy: { status: string; cancellation: Serviced['cancellation'] } | null;
    error: { code: string; message: string; fields: { field: string; message: string }[] } | null;
  };
};

/** Customer service: the support role, in a verified session (a fresh one: the clock may have moved). */
async function supportAgent(): Promise<string> {
  const user = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'support', t.clock.now());
  return user.tokens.accessToken;
}

async function numberOf(holder: Policyholder): Promise<string> {
  const [policy] = await rows<{ label: string }>(
    t,
    sql`select label from policies where id = ${holder.policyId}`,
  );
  return policy!.label;
}

async function serviced(token: string, number: string) {
  return t.graphql<{ servicedPolicy: Serviced | null }>(SERVICED, { number }, { token });
}

const cancel = (token: string, policyId: string, reason = 'Found cover through work') =>
  t.graphql<Cancelled>(CANCEL, { input: { policyId, reason } }, { token });

async function ownerEmail(holder: Policyholder): Promise<string> {
  const [user] = await rows<{ email: string }>(t, sql`select email from users where id = ${holder.userId}`);
  return user!.email;
}

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
}, 300_000);
afterAll(() => t.close());

describe('the servicing console', () => {
  it('is customer service’s: a policyholder, or staff of another role, is refused', async () => {
    const holder = await policyholder(t, cardPort);
    const number = await numberOf(holder);
    const asOwner = await serviced(holder.token, number);
    expect(asOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const underwriter = await verifiedUser(t);
    await grantRole(
      t.database.db,
      await userIdOf(t, underwriter.tokens.accessToken),
      'underwriter',
      t.clock.now(),
    );
    const refused = await cancel(underwriter.tokens.accessToken, holder.policyId);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [policy] = await rows<{ status: string }>(
      t,
      sql`select status from policies where id = ${holder.policyId}`,
    );
    expect(policy!.status).toBe('active');
  }, 120_000);

  it('finds a policy by its number, typed in any case; an unknown number finds none', async () => {
    const holder = await policyholder(t, cardPort);
    const agent = await supportAgent();
    const found = await serviced(agent, (await numberOf(holder)).toLowerCase());
    expect(found.data!.servicedPolicy).toMatchObject({ id: holder.policyId, status: 'active' });
    expect((await serviced(agent, 'WYSH-0000000')).data!.servicedPolicy).toBeNull();
  }, 120_000);
});

describe('cancelling in the free look', () => {
  let holder: Policyholder;
  let premium: number;

  beforeAll(async () => {
    holder = await policyholder(t, cardPort);
    const [invoice] = await rows<{ amount: number }>(
      t,
      sql`select amount from invoices where id = ${holder.invoiceId}`,
    );
    premium = invoice!.amount;
  }, 120_000);

  it('says what cancelling today means: every premium paid back', async () => {
    const agent = await supportAgent();
    const found = (await serviced(agent, await numberOf(holder))).data!.servicedPolicy!;
    expect(found.cancellingToday).toEqual({ kind: 'free_look', refundAmount: premium, coverEndsOn: null });
    expect(found.cancellation).toBeNull();
  }, 60_000);

  it('asks why the customer is cancelling', async () => {
    const agent = await supportAgent();
    const refused = (await cancel(agent, holder.policyId, '   ')).data!.cancelPolicyForCustomer;
    expect(refused.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'reason' }] });
  }, 60_000);

  it('refunds the card exactly once under twenty requests at once; the policy is void, its invoice stays paid', async () => {
    const agent = await supportAgent();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(agent, holder.policyId)));
    for (const answer of answers) {
      expect(answer.errors, loggedErrors(t)).toBeUndefined();
      expect(answer.data!.cancelPolicyForCustomer.error).toBeNull();
      expect(answer.data!.cancelPolicyForCustomer.policy).toMatchObject({
        status: 'cancelled',
        cancellation: { kind: 'free_look', coverEndsOn: null, refundAmount: premium },
      });
    }
    for (let round = 0; round < 3; round += 1) await t.jobs.drain();

    const refunds = await rows<{ amount: number; status: string; kind: string }>(
      t,
      sql`select refunds.amount, refunds.status, refunds.kind from refunds
        join payments on payments.id = refunds.payment_id where payments.invoice_id = ${holder.invoiceId}`,
    );
    expect(refunds).toEqual([{ amount: premium, status: 'succeeded', kind: 'premium_returned' }]);
    const [intent] = await rows<{ amount_refunded: number }>(
      t,
      sql`select intent.amount_refunded from sandbox_card_payment_intents intent
        join payments on payments.provider_payment_intent_id = intent.id where payments.invoice_id = ${holder.invoiceId}`,
    );
    expect(intent!.amount_refunded).toBe(premium);
    const [invoice] = await rows<{ status: string }>(
      t,
      sql`select status from invoices where id = ${holder.invoiceId}`,
    );
    expect(invoice!.status).toBe('fully_paid');
    const seen = (await serviced(agent, await numberOf(holder))).data!.servicedPolicy!;
    expect(seen.refunds).toEqual([
      {
        amount: premium,
        status: 'succeeded',
        method: 'Visa ending in 4242',
        providerRefundId: expect.stringMatching(/^re_/),
      },
    ]);
    expect(seen.cancellingToday).toBeNull();
    const events = await rows<{ event: string; actor_kind: string; reason: string }>(
      t,
      sql`select event, actor_kind, reason from policy_events where policy_id = ${holder.policyId} and event = 'cancel'`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_kind).toBe('person');
    expect(events[0]!.reason).toContain('Found cover through work');

    // Double entry: the premium written is given back through refunds payable, which the sent refund clears.
    const balances = await rows<{ account: string; balance: number }>(
      t,
      sql`select entry.account, sum(entry.amount)::int as balance from ledger_entries entry
        join ledger_transactions tx on tx.id = entry.transaction_id
        where tx.user_id = ${holder.userId} group by entry.account order by entry.account`,
    );
    expect(Object.fromEntries(balances.map((row) => [row.account, row.balance]))).toMatchObject({
      card_clearing: 0,
      premium_written: 0,
      receivable: 0,
      refunds_payable: 0,
    });
    expect((await billingFaults(t.database.pool, await sandboxToday(t))).faults).toEqual([]);
  }, 180_000);

  it('tells the owner, with the cancellation notice attached and kept with the policy', async () => {
    const mail = await latestMessageTo(t, await ownerEmail(holder));
    expect(mail!.subject).toBe(`Your policy ${await numberOf(holder)} is cancelled`);
    expect(mail!.text).toContain('is cancelled within its free look: it is void from the beginning');
    const documents = await rows<{ slug: string }>(
      t,
      sql`select templates.slug from user_documents documents
        join document_templates templates on templates.id = documents.template_id
        where documents.policy_id = ${holder.policyId} and documents.endorsement_id is not null`,
    );
    expect(documents).toEqual([{ slug: 'cancellation-notice' }]);
  }, 60_000);

  it('shows the owner the cancelled policy, the refund to their card and the notice; nobody else', async () => {
    const query = `{ userPolicy { id } cancelledPolicy {
      id label status cancellation { kind coverEndsOn refundAmount }
      refunds { amount status method } documents { slug pdf { url } } } }`;
    type Seen = {
      userPolicy: { id: string } | null;
      cancelledPolicy: {
        id: string;
        label: string;
        status: string;
        cancellation: { kind: string; coverEndsOn: string | null; refundAmount: number };
        refunds: { amount: number; status: string; method: string }[];
        documents: { slug: string; pdf: { url: string } | null }[];
      } | null;
    };
    const owner = (await t.graphql<Seen>(query, {}, { token: holder.token })).data!;
    expect(owner.userPolicy).toBeNull();
    expect(owner.cancelledPolicy).toMatchObject({
      id: holder.policyId,
      label: await numberOf(holder),
      status: 'cancelled',
      cancellation: { kind: 'free_look', coverEndsOn: null, refundAmount: premium },
      refunds: [{ amount: premium, status: 'succeeded', method: 'Visa ending in 4242' }],
    });
    expect(owner.cancelledPolicy!.documents.map((document) => document.slug)).toContain(
      'cancellation-notice',
    );

    const stranger = await verifiedUser(t);
    const seen = (await t.graphql<Seen>(query, {}, { token: stranger.tokens.accessToken })).data!;
    expect(seen.cancelledPolicy).toBeNull();
  }, 60_000);
});

describe('cancelling after the free look', () => {
  it('refunds nothing, keeps cover to the end of the paid period, bills no more, then ends the policy', async () => {
    const holder = await policyholder(t, cardPort);
    await advance(t, 11);
    const agent = await supportAgent();
    const found = (await serviced(agent, await numberOf(holder))).data!.servicedPolicy!;
    expect(found.cancellingToday).toEqual({
      kind: 'end_of_paid_period',
      refundAmount: 0,
      coverEndsOn: found.paidThrough,
    });
    const answer = (await cancel(agent, holder.policyId, 'Cannot afford it')).data!.cancelPolicyForCustomer;
    expect(answer.error).toBeNull();
    expect(answer.policy).toMatchObject({
      status: 'active',
      cancellation: { kind: 'end_of_paid_period', coverEndsOn: found.paidThrough, refundAmount: 0 },
    });

    const paidThrough = found.paidThrough!;
    const today = await sandboxToday(t);
    const days = Math.round((Date.parse(paidThrough) - Date.parse(today)) / 86_400_000) + 2;
    await advance(t, days);
    const [policy] = await rows<{ status: string }>(
      t,
      sql`select status from policies where id = ${holder.policyId}`,
    );
    expect(policy!.status).toBe('cancelled');
    const invoices = await rows<{ id: string }>(
      t,
      sql`select id from invoices where policy_id = ${holder.policyId}`,
    );
    expect(invoices).toEqual([{ id: holder.invoiceId }]);
    const refunds = await rows<{ id: string }>(
      t,
      sql`select refunds.id from refunds join payments on payments.id = refunds.payment_id
        where payments.invoice_id = ${holder.invoiceId}`,
    );
    expect(refunds).toEqual([]);
    await signBackIn(t, holder);
    const owner = await t.graphql<{
      userPolicy: null;
      cancelledPolicy: { cancellation: { kind: string; coverEndsOn: string }; refunds: unknown[] };
    }>(
      `{ userPolicy { id } cancelledPolicy { cancellation { kind coverEndsOn } refunds { amount } } }`,
      {},
      {
        token: holder.token,
      },
    );
    expect(owner.data).toEqual({
      userPolicy: null,
      cancelledPolicy: {
        cancellation: { kind: 'end_of_paid_period', coverEndsOn: paidThrough },
        refunds: [],
      },
    });
    const mail = await latestMessageTo(t, await ownerEmail(holder));
    expect(mail!.subject).toBe(`Your policy ${await numberOf(holder)} is cancelled`);
    expect((await billingFaults(t.database.pool, await sandboxToday(t))).faults).toEqual([]);
  }, 300_000);
});
