// Paying premiums from a linked bank account (issue 25 items 3 and 5, server side): a linked account made the
// policy's method through the card provider's bank-account payment method (a processor token, never numbers),
// its debits `processing` until the business day they settle on the sandbox's clock (weekends and federal
// holidays skipped), then paid on the bank rail; an account holder named INSUFFICIENT fails at settlement with
// R01 and is presented again at most twice; an R02 stops the account at once; a debit returned R10 five weeks
// after it settled reverses its ledger postings and re-opens the invoice; the person is told, naming the bank and
// the mask; the settling job asks the provider only about debits that can still change, through its index; no
// account or routing number in any row, answer or log line.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
import { achSettlementDate } from '@wysh/domain/ach/settlement';
import { stillReturnableSince } from '@wysh/domain/ach/return-codes';
import { addBusinessDays, addDays } from '@wysh/domain/calendar';
import { createStripeCardProvider } from '../src/modules/payments/card-provider.ts';
import { bankDebitsToFollow } from '../src/modules/payments/payments.repository.ts';
import { businessDayOf, startOfBusinessDay } from '../src/shared/clock.ts';
import { SANDBOX_CARD_KEYS } from '../src/modules/payments/configured-card-provider.ts';
import { linkApiUrlOf, walkLink } from './support/bank-link.ts';
import { bankReturns as returnDebit, sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
let linkApi: string;
/** Ann's Plaid Checking, linked while she is refused without the authorization, then chosen with it. */
let annChecking: string;

/** Every GraphQL answer of the file, searched for account and routing numbers at the end. */
const answers: string[] = [];

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await t.graphql<T>(query, variables, { token });
  answers.push(JSON.stringify(result));
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

type Method = {
  id: string;
  source: string;
  name: string;
  description: string;
  card: unknown;
  bankAccount: {
    bankName: string;
    accountType: string;
    mask: string;
    plaidAccountId: string | null;
    debitsStoppedCode: string | null;
  } | null;
};
const METHOD =
  'id source name description card { last4 } bankAccount { bankName accountType mask plaidAccountId debitsStoppedCode }';

const BROWSER = 'Mozilla/5.0 (ach-debits test)';

/** Links First Platypus Bank's Plaid Checking; answers its PlaidItems account id. */
async function linkChecking(person: Policyholder): Promise<string> {
  const token = (
    await ask<{ plaidGenerateLinkToken: { linkToken: string } }>(
      person.token,
      'mutation { plaidGenerateLinkToken { linkToken } }',
    )
  ).plaidGenerateLinkToken.linkToken;
  const linked = await walkLink(linkApi, token, { institutionId: 'ins_109508', account: 'Plaid Checking' });
  const exchanged = await ask<{ plaidExchangePublicToken: { plaidAccount: { id: string } } }>(
    person.token,
    `mutation ($input: PlaidExchangePublicTokenInput!) { plaidExchangePublicToken(input: $input) { plaidAccount { id } } }`,
    { input: { publicToken: linked.publicToken, bankAccountId: linked.accountId } },
  );
  return exchanged.plaidExchangePublicToken.plaidAccount.id;
}

type Chosen = {
  saved: boolean | null;
  paymentMethod: Method | null;
  error: { code: string; fields: Array<{ field: string; message: string }> } | null;
};

/** createPaymentMethod with the bank source, from a browser, agreeing to `version` of the debit authorization. */
async function chooseAccount(person: Policyholder, plaidAccountId: string, version?: string | null) {
  const result = await t.graphql<{ createPaymentMethod: Chosen }>(
    `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) {
      saved paymentMethod { ${METHOD} } error { code fields { field message } } } }`,
    { input: { source: 'bank_account', plaidAccountId, debitAuthorizationVersion: version } },
    { token: person.token, headers: { 'user-agent': BROWSER } },
  );
  answers.push(JSON.stringify(result));
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createPaymentMethod;
}

/**
 * Makes First Platypus Bank's Plaid Checking (linked now, unless `linked` names it) the policy's method, agreeing
 * to the debit authorization.
 */
async function payFromBank(person: Policyholder, linked?: string): Promise<Method> {
  const chosen = await chooseAccount(
    person,
    linked ?? (await linkChecking(person)),
    DEBIT_AUTHORIZATION_VERSION,
  );
  expect(chosen.error).toBeNull();
  return chosen.paymentMethod!;
}

/** Moves the clock to noon (Eastern) of `day` and runs what is due, as the sandbox's /dev/clock does. */
async function moveTo(day: string) {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { at: `${day}T17:00:00Z` },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.jobs.drain();
  await t.jobs.drain();
}

const businessDaysFrom = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addBusinessDays(day, 1)) days.push(day);
  return days;
};

async function renewalOf(person: Policyholder) {
  const { rows } = await t.database.db.execute(sql`select id, status, amount, balance from invoices
    where policy_id = ${person.policyId} and kind = 'premium' order by due_at limit 1`);
  return rows[0] as { id: string; status: string; amount: number; balance: number } | undefined;
}

async function debitsOf(invoiceId: string) {
  const { rows } = await t.database.db
    .execute(sql`select status, return_code, submitted_on::text as submitted_on,
    provider_payment_intent_id from payments where invoice_id = ${invoiceId} order by attempt`);
  return rows as Array<{
    status: string;
    return_code: string | null;
    submitted_on: string | null;
    provider_payment_intent_id: string;
  }>;
}

async function ledgerOf(invoiceId: string) {
  const { rows } = await t.database.db
    .execute(sql`select account, sum(amount)::int as amount from ledger_entries
    where invoice_id = ${invoiceId} group by account`);
  return Object.fromEntries(
    (rows as Array<{ account: string; amount: number }>).map((r) => [r.account, r.amount]),
  );
}

/** The e-mails a person received that say a payment didn't go through. */
async function failureMails(person: Policyholder) {
  const { rows } = await t.database.db.execute(sql`select text from sandbox_mailbox
    where recipient = (select email from users where id = ${person.userId})
      and subject like ${"%didn't go through%"} order by created_at`);
  return (rows as Array<{ text: string }>).map((row) => row.text.replace(/\s+/g, ' '));
}

async function ledgerFaults() {
  const unbalanced = await t.database.db.execute(sql`select transaction_id from ledger_entries
    group by transaction_id having sum(amount) <> 0`);
  const unreconciled = await t.database.db.execute(sql`select invoices.id from invoices
    left join ledger_entries entry on entry.invoice_id = invoices.id and entry.account = 'receivable'
    group by invoices.id, invoices.balance having invoices.balance <> coalesce(sum(entry.amount), 0)`);
  return [...unbalanced.rows, ...unreconciled.rows];
}

/** The sandbox's own test helper: the bank returns a debit with a NACHA code. */
const bankReturns = (paymentIntentId: string, code: string) => returnDebit(cardPort, paymentIntentId, code);

// All three buy on Friday 2026-11-20: their renewals fall due on Sunday 2026-12-20, debited that day, counted
// from Monday the 21st: 5 business days past Christmas (Friday the 25th) settle on Tuesday the 29th.
let ann: Policyholder; // pays from a good account
let ivy: Policyholder; // "Ivy Insufficient": R01 at settlement
let bob: Policyholder; // his bank returns R02 (account closed)
const DUE = '2026-12-20';

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(new Date('2026-11-20T17:00:00Z'));
  cardPort = await sandboxCardPort(t);
  linkApi = await linkApiUrlOf(t);
  ann = await policyholder(t, cardPort);
  ivy = await policyholder(t, cardPort);
  bob = await policyholder(t, cardPort);
  await t.database.db.execute(sql`update users set first_name = 'Ivy', last_name = 'Insufficient'
    where id = ${ivy.userId}`);
});
afterAll(() => t.close());

describe('a linked bank account as the payment method', () => {
  it('is refused without the current debit authorization: a field error, and nothing changes', async () => {
    const before = await ask<{ activePaymentMethod: Method }>(
      ann.token,
      `{ activePaymentMethod { ${METHOD} } }`,
    );
    annChecking = await linkChecking(ann);
    for (const version of [null, 'ach-debit-2020-01']) {
      const refused = await chooseAccount(ann, annChecking, version);
      expect(refused).toMatchObject({
        paymentMethod: null,
        error: {
          code: 'VALIDATION_FAILED',
          fields: [
            {
              field: 'debitAuthorization',
              message: 'Agree to the debit authorization to pay from your bank account.',
            },
          ],
        },
      });
    }
    const after = await ask<{ activePaymentMethod: Method }>(
      ann.token,
      `{ activePaymentMethod { ${METHOD} } }`,
    );
    expect(after.activePaymentMethod).toEqual(before.activePaymentMethod);
    const { rows } = await t.database.db.execute(sql`select id from payment_methods
      where user_id = ${ann.userId} and source = 'bank_account'`);
    expect(rows).toEqual([]);
    const { rows: saved } = await t.database.db.execute(sql`select b.id from sandbox_card_bank_accounts b
      join payment_customers c on c.provider_customer_id = b.customer_id where c.user_id = ${ann.userId}`);
    expect(saved).toEqual([]);
  });

  it('is the card provider bank-account method made from the processor token: bank, type and mask only', async () => {
    const method = await payFromBank(ann, annChecking);
    // With the authorization its owner agreed to: version, time, address and browser.
    const { rows: mandates } = await t.database.db.execute(sql`select mandate_version,
      mandate_accepted_at::text as accepted_at, mandate_ip_address, mandate_user_agent from payment_methods
      where id = ${method.id}`);
    expect(mandates).toEqual([
      {
        mandate_version: DEBIT_AUTHORIZATION_VERSION,
        accepted_at: expect.any(String),
        mandate_ip_address: expect.any(String),
        mandate_user_agent: BROWSER,
      },
    ]);
    expect(new Date((mandates[0] as { accepted_at: string }).accepted_at)).toEqual(t.clock.now());
    // The billing page names the account ("First Platypus Bank Plaid Checking ••0000") and finds it among the
    // linked ones by its PlaidItems id.
    const { plaidItems } = await ask<{ plaidItems: Array<{ plaidAccounts: Array<{ id: string }> }> }>(
      ann.token,
      '{ plaidItems { plaidAccounts { id } } }',
    );
    expect(method.bankAccount!.plaidAccountId).toBe(plaidItems[0]!.plaidAccounts[0]!.id);
    expect(method).toMatchObject({
      source: 'bank_account',
      name: 'Plaid Checking',
      description: 'First Platypus Bank checking account ending in 0000',
      card: null,
      bankAccount: {
        bankName: 'First Platypus Bank',
        accountType: 'checking',
        mask: '0000',
        debitsStoppedCode: null,
      },
    });
    const active = await ask<{ activePaymentMethod: Method }>(
      ann.token,
      `{ activePaymentMethod { ${METHOD} } }`,
    );
    expect(active.activePaymentMethod.id).toBe(method.id);
    const { rows } = await t.database.db.execute(sql`select provider_payment_method_id from payment_methods
      where id = ${method.id}`);
    expect((rows[0] as { provider_payment_method_id: string }).provider_payment_method_id).toMatch(/^ba_/);
    await payFromBank(ivy);
    await payFromBank(bob);
  });

  it("refuses someone else's linked account", async () => {
    const { rows } = await t.database.db.execute(sql`select plaid_account_id from payment_methods
      where user_id = ${ann.userId} and source = 'bank_account'`);
    const annAccount = (rows[0] as { plaid_account_id: string }).plaid_account_id;
    const stolen = await ask<{
      createPaymentMethod: { saved: boolean | null; error: { code: string } | null };
    }>(
      bob.token,
      `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { saved error { code } } }`,
      {
        input: {
          source: 'bank_account',
          plaidAccountId: annAccount,
          debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
        },
      },
    );
    expect(stolen.createPaymentMethod.error!.code).toBe('BANK_LINK.ACCOUNT_NOT_FOUND');
  });
});

describe('ACH debits', () => {
  it('counts a Friday debit before a holiday: 5 business days, weekends and Thanksgiving skipped', async () => {
    // Through the card provider's own library, as collection does: a debit submitted Friday 2026-11-20.
    const cards = createStripeCardProvider({
      secretKey: SANDBOX_CARD_KEYS.secretKey,
      host: '127.0.0.1',
      port: cardPort,
      protocol: 'http',
    });
    const { rows } = await t.database.db.execute(sql`select m.provider_payment_method_id as method,
      c.provider_customer_id as customer from payment_methods m join payment_customers c on c.user_id = m.user_id
      where m.user_id = ${ann.userId} and m.source = 'bank_account'`);
    const { method, customer } = rows[0] as { method: string; customer: string };
    const charged = await cards.charge({
      customerId: customer,
      paymentMethodId: method,
      amount: 1000,
      idempotencyKey: 'friday-debit',
      metadata: { test: 'friday' },
      mandate: { acceptedAt: t.clock.now(), ipAddress: '127.0.0.1', userAgent: BROWSER },
    });
    expect(charged).toMatchObject({ ok: true, value: { status: 'processing' } });
    if (!charged.ok) throw new Error('The debit was refused.');
    // As the provider does for us_bank_account: no debit without its owner's mandate.
    await expect(
      cards.charge({
        customerId: customer,
        paymentMethodId: method,
        amount: 1000,
        idempotencyKey: 'no-mandate',
        metadata: { test: 'no mandate' },
      }),
    ).rejects.toThrow(/mandate_data/);
    const id = charged.value.paymentIntentId;
    expect(achSettlementDate('2026-11-20')).toBe('2026-11-30');
    t.clock.set(new Date('2026-11-27T17:00:00Z')); // Friday after Thanksgiving: 3 business days
    expect(await cards.bankDebit(id)).toMatchObject({ ok: true, value: { status: 'processing' } });
    t.clock.set(new Date('2026-11-30T14:00:00Z')); // Monday, 9 a.m. Eastern: settled
    expect(await cards.bankDebit(id)).toMatchObject({ ok: true, value: { status: 'succeeded' } });
    t.clock.set(new Date('2026-11-20T17:00:00Z'));
  });

  it('debits the renewal: processing (neither paid nor failed) until its settlement day, then paid', async () => {
    await moveTo(DUE);
    const renewal = (await renewalOf(ann))!;
    expect(renewal.status).toBe('processing');
    // Bob's bank will return his debit R02 (account closed) when it settles.
    await bankReturns((await debitsOf((await renewalOf(bob))!.id))[0]!.provider_payment_intent_id, 'R02');
    const [debit] = await debitsOf(renewal.id);
    expect(debit).toMatchObject({ status: 'processing', submitted_on: DUE, return_code: null });
    // The debit carried the account's mandate: its owner's acceptance, from their browser.
    const { rows: intents } = await t.database.db.execute(sql`select mandate from sandbox_card_payment_intents
      where id = ${debit!.provider_payment_intent_id}`);
    expect((intents[0] as { mandate: unknown }).mandate).toMatchObject({
      id: expect.stringMatching(/^mandate_/),
      type: 'online',
      ip_address: expect.any(String),
      user_agent: BROWSER,
    });
    expect(await ledgerOf(renewal.id)).toEqual({
      receivable: renewal.amount,
      premium_written: -renewal.amount,
    });
    const settlesOn = achSettlementDate(DUE);
    expect(settlesOn).toBe('2026-12-29');
    for (const day of businessDaysFrom(addBusinessDays(DUE, 1), addBusinessDays(settlesOn, -1))) {
      await moveTo(day);
      expect((await renewalOf(ann))!.status).toBe('processing');
    }
    await signBackIn(t, ann);
    const owed = await ask<{
      currentUser: {
        activeConstellations: Array<{
          activeInsuranceMembership: { invoicesProcessingAmount: number } | null;
        }>;
      };
    }>(
      ann.token,
      '{ currentUser { activeConstellations { activeInsuranceMembership { invoicesProcessingAmount } } } }',
    );
    expect(
      owed.currentUser.activeConstellations.find((each) => each.activeInsuranceMembership)!
        .activeInsuranceMembership!.invoicesProcessingAmount,
    ).toBe(renewal.amount);

    await moveTo(settlesOn);
    expect(await renewalOf(ann)).toMatchObject({ status: 'fully_paid', balance: 0 });
    expect((await debitsOf(renewal.id))[0]!.status).toBe('succeeded');
    expect(await ledgerOf(renewal.id)).toEqual({
      receivable: 0,
      premium_written: -renewal.amount,
      bank_clearing: renewal.amount,
    });
    expect(await ledgerFaults()).toEqual([]);
  });

  it('fails an INSUFFICIENT holder at settlement with R01 (nothing posted) and tells them, naming bank and mask', async () => {
    const renewal = (await renewalOf(ivy))!;
    expect(renewal.status).toBe('failed');
    const [debit] = await debitsOf(renewal.id);
    expect(debit).toMatchObject({ status: 'failed', return_code: 'R01' });
    expect(await ledgerOf(renewal.id)).toEqual({
      receivable: renewal.amount,
      premium_written: -renewal.amount,
    });
    const { rows } = await t.database.db.execute(sql`select status from policies where id = ${ivy.policyId}`);
    expect((rows[0] as { status: string }).status).toBe('grace');
    // The billing page sees the debit's return code on the invoice, to tell the person what happened.
    await signBackIn(t, ivy);
    const page = await ask<{
      userPolicy: {
        invoices: Array<{ id: string; payments: Array<{ status: string; returnCode: string | null }> }>;
      };
    }>(ivy.token, '{ userPolicy { invoices { id payments { status returnCode } } } }');
    expect(page.userPolicy.invoices.find((invoice) => invoice.id === renewal.id)!.payments).toEqual([
      { status: 'failed', returnCode: 'R01' },
    ]);
    const [mail] = await failureMails(ivy);
    expect(mail).toContain('to your First Platypus Bank checking account ending in 0000');
    expect(mail).toContain('Your bank returned the payment: Insufficient funds (R01).');
    const inApp = await t.database.db.execute(sql`select count(*)::int as n from notifications
      where user_id = ${ivy.userId} and cast(metadata as text) like ${'%ending in 0000%'}`);
    expect((inApp.rows[0] as { n: number }).n).toBe(1);
  });

  it('stops an account its bank returned R02: never presented again', async () => {
    const renewal = (await renewalOf(bob))!;
    // Bob's debit was returned R02 at settlement (the sandbox's helper said so while it was processing).
    const [debit] = await debitsOf(renewal.id);
    expect(debit).toMatchObject({ status: 'failed', return_code: 'R02' });
    const { rows } = await t.database.db.execute(sql`select debits_stopped_code from payment_methods
      where user_id = ${bob.userId} and status = 'active'`);
    expect((rows[0] as { debits_stopped_code: string }).debits_stopped_code).toBe('R02');
  });

  it('presents an R01 again at most twice within 180 days; an R02 never', async () => {
    for (const day of businessDaysFrom(addBusinessDays('2026-12-29', 1), '2027-01-26')) await moveTo(day);
    const ivyDebits = await debitsOf((await renewalOf(ivy))!.id);
    expect(ivyDebits.map((each) => [each.status, each.return_code])).toEqual([
      ['failed', 'R01'],
      ['failed', 'R01'],
      ['failed', 'R01'],
    ]);
    expect(await debitsOf((await renewalOf(bob))!.id)).toHaveLength(1);
    expect(await ledgerFaults()).toEqual([]);
  });

  it('reverses a debit returned R10 five weeks after it settled and re-opens the invoice as past due', async () => {
    const renewal = (await renewalOf(ann))!;
    const [debit] = await debitsOf(renewal.id);
    await moveTo('2027-02-02');
    await bankReturns(debit!.provider_payment_intent_id, 'R10');
    await moveTo('2027-02-03');
    expect(await renewalOf(ann)).toMatchObject({ status: 'failed', balance: renewal.amount });
    expect((await debitsOf(renewal.id))[0]).toMatchObject({ status: 'returned', return_code: 'R10' });
    expect(await ledgerOf(renewal.id)).toEqual({
      receivable: renewal.amount,
      premium_written: -renewal.amount,
      bank_clearing: 0,
    });
    const { rows } = await t.database.db.execute(sql`select p.status, m.debits_stopped_code from policies p
      join payment_methods m on m.user_id = p.user_id and m.status = 'active' where p.id = ${ann.policyId}`);
    expect(rows[0]).toEqual({ status: 'grace', debits_stopped_code: 'R10' });
    const mail = (await failureMails(ann)).at(-1)!;
    expect(mail).toContain('First Platypus Bank checking account ending in 0000');
    expect(mail).toContain('(R10)');
    expect(mail).toContain('We will not take payments from this account again');
    expect(await ledgerFaults()).toEqual([]);

    await signBackIn(t, ann);
    const page = await ask<{ activePaymentMethod: Method }>(
      ann.token,
      `{ activePaymentMethod { ${METHOD} } }`,
    );
    expect(page.activePaymentMethod.bankAccount!.debitsStoppedCode).toBe('R10');
  });

  it('asks the provider only about debits that can still change: processing, or settled within 60 days', async () => {
    const followed = async (day: string) =>
      (await bankDebitsToFollow(t.database.db, startOfBusinessDay(stillReturnableSince(day)))).map(
        (payment) => payment.id,
      );
    const { rows } = await t.database.db.execute(sql`select id, status, submitted_on is not null as bank,
      settled_at from payments order by created_at`);
    const payments = rows as Array<{ id: string; status: string; bank: boolean; settled_at: string | null }>;
    const settled = payments.find((payment) => payment.bank && payment.status === 'succeeded');
    expect(settled, 'a bank debit that settled').toBeDefined();
    const settledOn = businessDayOf(new Date(settled!.settled_at!));

    // Its 60th day after settlement is the last a bank may return it on; the day after, it is not asked about.
    expect(await followed(addDays(settledOn, 60))).toContain(settled!.id);
    expect(await followed(addDays(settledOn, 61))).not.toContain(settled!.id);
    // Whatever the day: every processing debit, and never a card's charge nor a debit already failed or returned.
    const asked = await followed(businessDayOf(t.clock.now()));
    for (const payment of payments) {
      if (payment.bank && payment.status === 'processing') expect(asked).toContain(payment.id);
      if (!payment.bank || payment.status === 'failed' || payment.status === 'returned')
        expect(asked).not.toContain(payment.id);
    }

    // The job's own query is answered from the partial index of bank debits in flight (the planner may read a
    // table this small whole: told not to, it must still find an index that serves the query).
    const query = bankDebitsToFollow(t.database.db, startOfBusinessDay(settledOn)).toSQL();
    const client = await t.database.pool.connect();
    const plan = await (async () => {
      try {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const explained = await client.query(`explain ${query.sql}`, query.params);
        await client.query('rollback');
        return (explained.rows as Array<Record<string, string>>)
          .map((row) => Object.values(row)[0])
          .join('\n');
      } finally {
        client.release();
      }
    })();
    expect(plan).toContain('payments_bank_in_flight');
  });

  it('keeps no account or routing number in any row, answer or log line', async () => {
    const tables = await t.database.db.execute(sql`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    const numbers = /1111222233330000|1111222233331111|011401533|021000021/;
    for (const { table_name } of tables.rows as Array<{ table_name: string }>) {
      const found = await t.database.db.execute(
        sql`select cast(row_to_json(x) as text) as row from ${sql.identifier(table_name)} x`,
      );
      for (const { row } of found.rows as Array<{ row: string }>)
        expect(`${table_name}: ${row}`).not.toMatch(numbers);
    }
    for (const answer of answers) expect(answer).not.toMatch(numbers);
    // Every debit, settlement, failure and return above was logged: none of those lines names a number either.
    expect(t.logs.length).toBeGreaterThan(0);
    for (const line of t.logs) expect(line).not.toMatch(numbers);
  });
});
