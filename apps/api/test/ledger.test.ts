// The double-entry ledger (issue 24): every money event of a purchase and of an offer switch is one transaction
// (a header and entries summing to zero) written by the ledger's one writer; the daily ledger.reconcile job finds
// nothing to report after them, and reports, by id only, an invoice balance changed behind the ledger's back and
// a transaction that no longer sums to zero. The migration that brought the headers gives every entry group the
// old writer left one header with its event, refs and time.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../src/db/migrate.ts';
import { decidedApplicant } from './support/applying.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { signPurchase } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

const latestPayableInvoice = async (token: string) =>
  (await gql<{ latestPayableInvoice: { id: string } }>(token, '{ latestPayableInvoice { id } }'))
    .latestPayableInvoice.id;

/** A decided applicant who accepted the term quote and, when `switchToAd`, then the accidental-death offer. */
async function acceptOffer({ switchToAd = false } = {}) {
  const token = await decidedApplicant(t);
  const offers = await gql<{ pendingQuote: { id: string }; productsOfferings: Array<{ id: string }> }>(
    token,
    '{ pendingQuote { id } productsOfferings { id } }',
  );
  const accepted = await gql<{ updateQuote: { error: unknown } }>(
    token,
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code } } }`,
    { id: offers.pendingQuote.id },
  );
  expect(accepted.updateQuote.error).toBeNull();
  if (switchToAd) {
    const switched = await gql<{ acceptProductOffering: { error: unknown } }>(
      token,
      'mutation($id: ID!) { acceptProductOffering(input: { offeringId: $id }) { error { code } } }',
      { id: offers.productsOfferings[0]!.id },
    );
    expect(switched.acceptProductOffering.error).toBeNull();
  }
  return { token, invoiceId: await latestPayableInvoice(token) };
}

async function pay(token: string, invoiceId: string) {
  await signPurchase(t, token);
  const paid = await gql<{ payInvoice: { transactionResult: string } }>(
    token,
    'mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult } }',
    {
      input: {
        invoiceId,
        purchasePolicy: true,
        paymentMethodToken: await tokenise(cardPort, '4242 4242 4242 4242'),
        nameOnCard: 'Ada Lovelace',
      },
    },
  );
  expect(paid.payInvoice.transactionResult).toBe('success');
}

/** Runs the daily job now and answers what it logged about the ledger. */
async function reconcile() {
  const from = t.logs.length;
  await t.jobs.enqueue('ledger.reconcile', {}, { tx: t.database.db });
  await t.jobs.drain();
  const lines = t.logs
    .slice(from)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) => JSON.parse(line) as { level: number; event?: string; count?: number; differences?: unknown },
    );
  return lines.filter((line) => line.event === 'ledger_reconciled' || line.event === 'ledger_unreconciled');
}

/** Each transaction of the invoices: its event, refs, and its entries as account -> amount. */
const transactionsOf = (invoiceIds: string[]) =>
  rows<{
    id: string;
    event: string;
    invoice_id: string;
    payment_id: string | null;
    entries: Record<string, number>;
  }>(sql`
    select tx.id, tx.event, tx.invoice_id, tx.payment_id,
      jsonb_object_agg(entry.account, entry.amount) as entries
    from ledger_transactions tx join ledger_entries entry on entry.transaction_id = tx.id
    where tx.invoice_id in ${invoiceIds}
    group by tx.id
    order by tx.occurred_at, case tx.event when 'invoice_issued' then 0 when 'invoice_voided' then 1 else 2 end`);

describe('the ledger', () => {
  it('posts a purchase and an offer switch as balanced transactions, and reconciles with nothing to report', async () => {
    const buyer = await acceptOffer();
    await pay(buyer.token, buyer.invoiceId);
    const switcher = await acceptOffer({ switchToAd: true });
    await pay(switcher.token, switcher.invoiceId);
    const [termInvoice] = await rows<{ id: string; amount: number }>(sql`
      select id, amount from invoices where user_id = (select user_id from invoices where id = ${switcher.invoiceId})
      and id <> ${switcher.invoiceId}`);

    const bought = await transactionsOf([buyer.invoiceId]);
    const [premium] = await rows<{ amount: number }>(
      sql`select amount from invoices where id = ${buyer.invoiceId}`,
    );
    expect(bought).toMatchObject([
      { event: 'invoice_issued', payment_id: null, entries: { receivable: premium!.amount } },
      {
        event: 'charge_succeeded',
        entries: { card_clearing: premium!.amount, receivable: -premium!.amount },
      },
    ]);
    expect(bought[1]!.payment_id).not.toBeNull();
    // The term quote's invoice, issued then voided when the buyer switched to the accidental-death offer.
    expect(await transactionsOf([termInvoice!.id])).toMatchObject([
      { event: 'invoice_issued', entries: { receivable: termInvoice!.amount } },
      { event: 'invoice_voided', entries: { receivable: -termInvoice!.amount } },
    ]);
    expect((await transactionsOf([switcher.invoiceId])).map((each) => each.event)).toEqual([
      'invoice_issued',
      'charge_succeeded',
    ]);

    expect(await reconcile()).toMatchObject([{ event: 'ledger_reconciled', level: 30 }]);
  });

  it('reports a balance changed behind its back and a transaction that does not sum to zero, by id', async () => {
    const { invoiceId } = await acceptOffer();
    await t.database.db.execute(sql`update invoices set balance = balance - 100 where id = ${invoiceId}`);
    const [issued] = await transactionsOf([invoiceId]);
    await t.database.db.execute(sql`
      update ledger_entries set amount = amount + 1
      where transaction_id = ${issued!.id} and account = 'premium_written'`);
    const [balance] = await rows<{ balance: number; amount: number }>(
      sql`select balance, amount from invoices where id = ${invoiceId}`,
    );

    const logged = await reconcile();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ event: 'ledger_unreconciled', level: 50, count: 2 });
    // Ids and amounts only: nothing that names the person.
    expect(logged[0]!.differences).toEqual([
      { kind: 'invoice_balance', invoiceId, balance: balance!.balance, receivable: balance!.amount },
      { kind: 'transaction_unbalanced', transactionId: issued!.id, invoiceId, sum: 1 },
    ]);

    await t.database.db.execute(sql`update invoices set balance = amount where id = ${invoiceId}`);
    await t.database.db.execute(sql`
      update ledger_entries set amount = amount - 1
      where transaction_id = ${issued!.id} and account = 'premium_written'`);
    expect(await reconcile()).toMatchObject([{ event: 'ledger_reconciled' }]);
  });
});

describe('the migration that brought ledger transactions', () => {
  const migration = fs
    .readFileSync(path.join(migrationsFolder, '0025_ledger-transactions.sql'), 'utf8')
    .split('--> statement-breakpoint');

  /** Puts the ledger back as the old writer left it: refs, time and memo on every entry of an entry group. */
  async function backToEntryGroups() {
    await t.database.pool.query(`
      alter table ledger_entries add column user_id uuid, add column payment_id uuid, add column refund_id uuid,
        add column memo jsonb, add column created_at timestamptz;
      update ledger_entries entry set user_id = tx.user_id, payment_id = tx.payment_id, refund_id = tx.refund_id,
        created_at = tx.occurred_at,
        memo = jsonb_build_object('event', case tx.event when 'invoice_issued' then 'invoice'
          when 'charge_succeeded' then 'charge' when 'invoice_voided' then 'void'
          when 'charge_unapplied' then 'charge_unapplied' when 'unapplied_refunded' then 'refund' end)
      from ledger_transactions tx where tx.id = entry.transaction_id;
      alter table ledger_entries drop constraint ledger_entries_transaction_id_ledger_transactions_id_fk;
      drop index ledger_entries_transaction;
      alter table ledger_entries rename column transaction_id to entry_group;
      alter table ledger_entries
        add constraint ledger_entries_user_id_users_id_fk foreign key (user_id) references users(id),
        add constraint ledger_entries_payment_id_payments_id_fk foreign key (payment_id) references payments(id),
        add constraint ledger_entries_refund_id_refunds_id_fk foreign key (refund_id) references refunds(id);
      drop table ledger_transactions;`);
  }

  it('gives every entry group a header with its event, refs and time, and keeps every entry', async () => {
    const buyer = await acceptOffer();
    await pay(buyer.token, buyer.invoiceId);
    await backToEntryGroups();
    // The old writer's groups for a charge no invoice could take and its refund, on the buyer's payment.
    const [payment] = await rows<{ id: string; user_id: string; amount: number }>(
      sql`select id, user_id, amount from payments where invoice_id = ${buyer.invoiceId}`,
    );
    const refundId = randomUUID();
    await t.database.db.execute(sql`
      insert into refunds (id, payment_id, amount, reason, idempotency_key, status, created_at)
      values (${refundId}, ${payment!.id}, ${payment!.amount}, 'unapplied: invoice void', ${`refund_${refundId}`},
        'succeeded', now())`);
    const unapplied = randomUUID();
    const refunded = randomUUID();
    for (const [group, memo, refund, accounts] of [
      [unapplied, 'charge_unapplied', null, ['card_clearing', 'unapplied_cash']],
      [refunded, 'refund', refundId, ['unapplied_cash', 'card_clearing']],
    ] as const) {
      for (const [index, account] of accounts.entries()) {
        const amount = index === 0 ? payment!.amount : -payment!.amount;
        await t.database.db.execute(sql`
          insert into ledger_entries (id, entry_group, user_id, invoice_id, payment_id, refund_id, account, amount,
            memo, created_at)
          values (${randomUUID()}, ${group}, ${payment!.user_id}, ${buyer.invoiceId}, ${payment!.id},
            ${refund}, ${account}, ${amount}, ${JSON.stringify({ event: memo })}, now())`);
      }
    }
    const groups = await rows<{ entry_group: string; memo: { event: string }; entries: number }>(sql`
      select entry_group, min(memo::text)::jsonb as memo, count(*)::int as entries from ledger_entries
      group by entry_group`);
    const entries = groups.reduce((sum, group) => sum + group.entries, 0);

    for (const statement of migration) await t.database.pool.query(statement);

    const named: Record<string, string> = {
      invoice: 'invoice_issued',
      charge: 'charge_succeeded',
      void: 'invoice_voided',
      charge_unapplied: 'charge_unapplied',
      refund: 'unapplied_refunded',
    };
    const headers = await rows<{ id: string; event: string; entries: number }>(sql`
      select tx.id, tx.event, count(entry.id)::int as entries from ledger_transactions tx
      join ledger_entries entry on entry.transaction_id = tx.id group by tx.id`);
    expect(new Map(headers.map((header) => [header.id, header]))).toEqual(
      new Map(
        groups.map((group) => [
          group.entry_group,
          { id: group.entry_group, event: named[group.memo.event], entries: group.entries },
        ]),
      ),
    );
    expect(await rows(sql`select id from ledger_entries`)).toHaveLength(entries);
    const [refundHeader] = await rows<{ refund_id: string; payment_id: string; user_id: string }>(
      sql`select refund_id, payment_id, user_id from ledger_transactions where id = ${refunded}`,
    );
    expect(refundHeader).toEqual({ refund_id: refundId, payment_id: payment!.id, user_id: payment!.user_id });
    // The ledger still agrees with every invoice.
    expect(await reconcile()).toMatchObject([{ event: 'ledger_reconciled' }]);
  });
});
