// An applicant holding a term quote and an accidental-death offer switches offers while paying (issue 23
// defect 1): whatever the interleaving, money is taken at most once per policy bought, never for a policy not
// bought (a charge its invoice can no longer take is refunded), a withdrawn policy is never issued, every
// invoice's balance is its receivable, and the reconciling job finishes every charge, even with one it cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decidedApplicant } from './support/applying.ts';
import { lossyCardProvider, tokenise } from './support/cards.ts';
import { signPurchase } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const cards = lossyCardProvider();
let port: number;
beforeAll(async () => {
  t = await startTestApp({}, { ports: { cards: cards.provider } });
  port = await cards.bind(t);
});
afterAll(() => t.close());

/** Races per run: each is a new applicant, so they are prepared a few at a time. */
const RACES = Number(process.env.OFFER_SWITCH_RACES ?? 12);

type Refusable = { error: { code: string; message: string } | null };

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const acceptQuote = (token: string, quoteId: string) =>
  t.graphql<{ updateQuote: Refusable }>(
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code message } } }`,
    { id: quoteId },
    { token },
  );

const payInvoice = async (token: string, invoiceId: string) =>
  t.graphql<{ payInvoice: Refusable & { transactionResult: string | null } }>(
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult error { code message } } }`,
    {
      input: {
        invoiceId,
        purchasePolicy: true,
        paymentMethodToken: await tokenise(port, '4242424242424242'),
        nameOnCard: 'Ada Lovelace',
      },
    },
    { token },
  );

/** A decided applicant who accepted the quote, then switched to the AD offer: the AD invoice to pay. */
async function switcher() {
  const token = await decidedApplicant(t);
  const offers = await gql<{ pendingQuote: { id: string }; productsOfferings: Array<{ id: string }> }>(
    token,
    '{ pendingQuote { id } productsOfferings { id } }',
  );
  expect((await acceptQuote(token, offers.pendingQuote.id)).data!.updateQuote.error).toBeNull();
  const switched = await gql<{ acceptProductOffering: Refusable }>(
    token,
    'mutation($id: ID!) { acceptProductOffering(input: { offeringId: $id }) { error { code message } } }',
    { id: offers.productsOfferings[0]!.id },
  );
  expect(switched.acceptProductOffering.error).toBeNull();
  await signPurchase(t, token);
  const { latestPayableInvoice } = await gql<{ latestPayableInvoice: { id: string } }>(
    token,
    '{ latestPayableInvoice { id } }',
  );
  return { token, quoteId: offers.pendingQuote.id, adInvoiceId: latestPayableInvoice.id };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

/** Money kept from this person: charges made less refunds given, by the sandbox provider's own records. */
async function moneyKept(token: string): Promise<number> {
  const { currentUser } = await gql<{ currentUser: { id: string } }>(token, '{ currentUser { id } }');
  const [row] = await rows<{ kept: string }>(sql`
    select coalesce(sum(intent.amount - intent.amount_refunded), 0) as kept
    from sandbox_card_payment_intents intent
    join invoices on invoices.id::text = intent.metadata->>'invoiceId'
    where intent.status = 'succeeded' and invoices.user_id = ${currentUser.id}`);
  return Number(row!.kept);
}

/** Invoices whose balance is not what the ledger says is owed on them (none, ever). */
const unreconciled = () =>
  rows<{ id: string }>(sql`
    select invoices.id from invoices
    left join ledger_entries entry on entry.invoice_id = invoices.id and entry.account = 'receivable'
    group by invoices.id, invoices.balance
    having invoices.balance <> coalesce(sum(entry.amount), 0)`);

async function finishJobs() {
  t.clock.advance(20_000); // leases of charges whose caller gave up run out
  await t.jobs.enqueue('payments.reconcile', {}, { tx: t.database.db });
  await t.jobs.drain();
}

describe('paying the AD offer while switching back to the term quote', () => {
  it(`takes money only for the policy bought, once, in ${RACES} races`, { timeout: 600_000 }, async () => {
    const outcomes = { paid: 0, switched: 0 };
    for (let start = 0; start < RACES; start += 5) {
      const people = await Promise.all(Array.from({ length: Math.min(5, RACES - start) }, () => switcher()));
      await Promise.all(
        people.map(async ({ token, quoteId, adInvoiceId }, index) => {
          const [paid, switched] = await Promise.all([
            payInvoice(token, adInvoiceId),
            // Staggered by 0-4 ms so that either may reach the database first.
            new Promise((resolve) => setTimeout(resolve, index % 5)).then(() => acceptQuote(token, quoteId)),
          ]);
          // Both answer: no "Unexpected error." whichever came first.
          expect(paid.errors).toBeUndefined();
          expect(switched.errors).toBeUndefined();
          const payment = paid.data!.payInvoice;
          const switchRefusal = switched.data!.updateQuote.error;
          if (switchRefusal === null) {
            outcomes.switched += 1;
            // The switch won: the AD invoice was void before any charge was claimed on it.
            expect(payment.error?.code).toBe('INVOICE_NOT_PAYABLE');
          } else {
            outcomes.paid += 1;
            expect(switchRefusal.code).toBe('PAYMENT_IN_PROGRESS');
            expect(payment.transactionResult).toBe('success');
          }
        }),
      );
      await finishJobs();
      for (const { token } of people) {
        // The person now buys whatever is left to buy (the term quote when the switch won).
        const { latestPayableInvoice } = await gql<{ latestPayableInvoice: { id: string } | null }>(
          token,
          '{ latestPayableInvoice { id } }',
        );
        if (latestPayableInvoice) {
          await signPurchase(t, token);
          const bought = await payInvoice(token, latestPayableInvoice.id);
          expect(bought.data!.payInvoice.transactionResult).toBe('success');
        }
        const { userPolicy } = await gql<{ userPolicy: { status: string; monthlyPremium: number } }>(
          token,
          '{ userPolicy { status monthlyPremium } }',
        );
        expect(userPolicy.status).toBe('active');
        expect(await moneyKept(token)).toBe(userPolicy.monthlyPremium);
      }
    }
    expect(await rows(sql`select id from payments where status = 'pending'`)).toEqual([]);
    expect(await unreconciled()).toEqual([]);
    // Every status a policy holds is the last one its history recorded: no status was written beside it.
    expect(
      await rows(sql`select policies.id from policies
        left join lateral (select to_status from policy_events where policy_id = policies.id
          order by seq desc limit 1) last on true
        where last.to_status is distinct from policies.status`),
    ).toEqual([]);
    expect(outcomes.paid + outcomes.switched).toBe(RACES);
  });
});

describe('a charge left pending on an invoice voided by the earlier defect', () => {
  it('is looked up, never sent again, and refunded; its withdrawn policy is never issued', async () => {
    const { token, adInvoiceId } = await switcher();
    cards.state.failAfterCharge = 1; // the provider charged; our process never heard
    expect((await payInvoice(token, adInvoiceId)).data!.payInvoice.transactionResult).toBe('processing');
    // The state the race left before the fix: the invoice void, its policy withdrawn, the charge pending.
    await t.database.db.execute(
      sql`update invoices set status = 'void', balance = 0 where id = ${adInvoiceId}`,
    );
    await t.database.db.execute(
      sql`update policies set status = 'withdrawn' where id = (select policy_id from invoices where id = ${adInvoiceId})`,
    );
    await finishJobs();
    const [payment] = await rows<{ status: string; refund: string }>(sql`
      select payments.status, refunds.status as refund from payments
      join refunds on refunds.payment_id = payments.id where payments.invoice_id = ${adInvoiceId}`);
    expect(payment).toEqual({ status: 'succeeded', refund: 'succeeded' });
    expect(await moneyKept(token)).toBe(0);
    const [policy] = await rows<{ status: string }>(
      sql`select status from policies where id = (select policy_id from invoices where id = ${adInvoiceId})`,
    );
    expect(policy!.status).toBe('withdrawn');
    const [held] = await rows<{ total: string }>(sql`
      select coalesce(sum(amount), 0) as total from ledger_entries
      where invoice_id = ${adInvoiceId} and account in ('unapplied_cash', 'card_clearing')`);
    expect(Number(held!.total)).toBe(0); // held, then given back
  });
});

describe('the reconciling job', () => {
  it('finishes the other charges when one of them cannot be finished', async () => {
    const people = [await switcher(), await switcher()];
    for (const person of people) {
      cards.state.failAfterCharge = 1;
      expect((await payInvoice(person.token, person.adInvoiceId)).data!.payInvoice.transactionResult).toBe(
        'processing',
      );
    }
    // A fault of ours on the first one's settlement (here, a trigger refusing its row).
    const [poisoned] = await rows<{ id: string }>(
      sql`select id from payments where invoice_id = ${people[0]!.adInvoiceId}`,
    );
    await t.database.db.execute(
      sql.raw(`
      create function refuse_poisoned_payment() returns trigger language plpgsql as $$
      begin
        if new.id = '${poisoned!.id}' and new.status <> 'pending' then raise exception 'poisoned payment'; end if;
        return new;
      end $$;
      create trigger refuse_poisoned_payment before update on payments
        for each row execute function refuse_poisoned_payment();`),
    );
    try {
      t.clock.advance(20_000);
      await t.jobs.enqueue('payments.reconcile', {}, { tx: t.database.db });
      await t.jobs.drain();
      const policies = await Promise.all(
        people.map((person) =>
          gql<{ userPolicy: { status: string } | null }>(person.token, '{ userPolicy { status } }'),
        ),
      );
      expect(policies.map((each) => each.userPolicy?.status ?? null)).toEqual([null, 'active']);
      expect(t.logs.some((line) => line.includes('payment_reconcile_failed'))).toBe(true);
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger refuse_poisoned_payment on payments; drop function refuse_poisoned_payment();'),
      );
    }
    // Once the fault is gone, the next run finishes it.
    await finishJobs();
    expect(
      (await gql<{ userPolicy: { status: string } }>(people[0]!.token, '{ userPolicy { status } }'))
        .userPolicy.status,
    ).toBe('active');
  });
});
