// Lowering cover (issue 27, slice 2): a decrease is a new version of the policy's terms that takes effect at the
// next due date; the periods already billed keep their price, the next invoice is priced from the new terms; a
// change pending can be withdrawn (it then never applies); two at once cannot both stand; nobody changes another
// person's policy. Version 1 is written as the policy is issued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn } from './support/policyholders.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

const monthAfter = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
};

type Terms = { amount: number; monthlyPremium: number; annualPremium: number; rateVersion: string };
type PolicyAnswer = {
  id: string;
  amount: number;
  monthlyPremium: number;
  effectiveAt: string;
  pendingUpdate: { version: number; effectiveOn: string; current: Terms; requested: Terms } | null;
};
const TERMS = 'amount monthlyPremium annualPremium rateVersion';
const POLICY = `id amount monthlyPremium effectiveAt
  pendingUpdate { version effectiveOn current { ${TERMS} } requested { ${TERMS} } }`;

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await t.graphql<T>(query, variables, { token });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

type Adjusted = {
  requestCoverageAdjustment: {
    policy: PolicyAnswer | null;
    effectiveOn: string | null;
    error: { code: string } | null;
  };
};
const lower = (token: string, policyId: string, amount: number) =>
  ask<Adjusted>(
    token,
    `mutation($input: RequestCoverageAdjustmentInput!) { requestCoverageAdjustment(input: $input) {
      policy { ${POLICY} } effectiveOn error { code message } } }`,
    { input: { policyId, amount } },
  ).then((data) => data.requestCoverageAdjustment);

const cancelPending = (token: string, policyId: string) =>
  ask<{ cancelPendingPolicyUpdates: { policy: PolicyAnswer | null; error: { code: string } | null } }>(
    token,
    `mutation($input: CancelPendingPolicyUpdatesInput!) { cancelPendingPolicyUpdates(input: $input) {
      policy { ${POLICY} } error { code } } }`,
    { input: { policyId } },
  ).then((data) => data.cancelPendingPolicyUpdates);

const policyOf = (token: string) =>
  ask<{ userPolicy: PolicyAnswer }>(token, `{ userPolicy { ${POLICY} } }`).then((data) => data.userPolicy);

async function effectiveOn(policyId: string): Promise<string> {
  const [row] = await rows<{ effective_on: string }>(
    sql`select effective_on::text from policies where id = ${policyId}`,
  );
  return row!.effective_on;
}

const invoicesOf = (policyId: string) =>
  rows<{ kind: string; period_start: string | null; amount: number; status: string }>(sql`select kind,
    period_start::text, amount, status from invoices where policy_id = ${policyId}
    order by issued_at, period_start nulls first`);

async function moveClockAndBill(days: number) {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { advanceSeconds: days * 86_400 },
  });
  expect(moved.statusCode).toBe(200);
  await t.jobs.drain();
}

describe('lowering cover', () => {
  it('writes version 1 as the policy is issued: its terms, from its effective date', async () => {
    const { policyId } = await buyTermPolicy(t, cardPort);
    const [policy] = await rows<{ amount: number; monthly_premium: number; effective_on: string }>(
      sql`select amount, monthly_premium, effective_on::text from policies where id = ${policyId}`,
    );
    expect(
      await rows(sql`select version, effective_on::text, cover, monthly_premium, withdrawn_on
        from policy_terms where policy_id = ${policyId}`),
    ).toEqual([
      {
        version: 1,
        effective_on: policy!.effective_on,
        cover: policy!.amount,
        monthly_premium: policy!.monthly_premium,
        withdrawn_on: null,
      },
    ]);
  });

  it('lowers it from the next due date, pricing the next invoice from the new terms and leaving the past one', async () => {
    const person = await policyholder(t, cardPort);
    const { token, policyId } = person;
    const start = await effectiveOn(policyId);
    const before = await policyOf(token);
    expect(before.amount).toBe(50_000_000);

    const preview = await ask<{
      adjustPolicy: { amount: number; monthlyPremium: number; effectiveOn: string; error: null };
    }>(
      token,
      `query($id: ID!) { adjustPolicy(policyId: $id, amount: 25000000) {
        amount monthlyPremium effectiveOn error { code } } }`,
      { id: policyId },
    );
    expect(preview.adjustPolicy).toMatchObject({
      amount: 25_000_000,
      effectiveOn: monthAfter(start, 1),
      error: null,
    });
    expect(preview.adjustPolicy.monthlyPremium).toBeLessThan(before.monthlyPremium);

    const made = await lower(token, policyId, 25_000_000);
    expect(made.error).toBeNull();
    expect(made.effectiveOn).toBe(monthAfter(start, 1));
    // Until then the policy is as it was, with the change pending beside it.
    expect(made.policy).toMatchObject({
      amount: 50_000_000,
      monthlyPremium: before.monthlyPremium,
      pendingUpdate: {
        version: 2,
        effectiveOn: monthAfter(start, 1),
        current: { amount: 50_000_000, monthlyPremium: before.monthlyPremium },
        requested: { amount: 25_000_000, monthlyPremium: preview.adjustPolicy.monthlyPremium },
      },
    });
    // The next payment, not yet invoiced, is priced from the change.
    const next = await ask<{
      userPolicy: { accountsProduct: { amount: number; nextPayment: { date: string } } };
    }>(token, '{ userPolicy { accountsProduct { amount nextPayment { date } } } }');
    expect(next.userPolicy.accountsProduct).toEqual({
      amount: preview.adjustPolicy.monthlyPremium,
      nextPayment: { date: monthAfter(start, 1) },
    });
    const [first] = await invoicesOf(policyId);

    await moveClockAndBill(32);
    const invoices = await invoicesOf(policyId);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toEqual(first);
    expect(invoices[0]!.amount).toBe(before.monthlyPremium);
    expect(invoices[1]).toMatchObject({
      kind: 'premium',
      period_start: monthAfter(start, 1),
      amount: preview.adjustPolicy.monthlyPremium,
      status: 'fully_paid',
    });
    await signBackIn(t, person);
    const after = await policyOf(person.token);
    expect(after).toMatchObject({
      amount: 25_000_000,
      monthlyPremium: preview.adjustPolicy.monthlyPremium,
      pendingUpdate: null,
    });

    // In effect, the change is given to the owner in writing once: a page of the packet and an e-mail.
    const endorsements = await rows<{ facts: Record<string, unknown>; effective_on: string }>(
      sql`select facts, effective_on::text from policy_endorsements
        where policy_id = ${policyId} and kind = 'cover_change'`,
    );
    expect(endorsements).toHaveLength(1);
    expect(endorsements[0]).toMatchObject({
      effective_on: monthAfter(start, 1),
      facts: {
        version: 2,
        before: { cover: 50_000_000, monthlyPremium: before.monthlyPremium },
        after: { cover: 25_000_000, monthlyPremium: preview.adjustPolicy.monthlyPremium },
      },
    });
    const documents = await rows<{ slug: string; version: number }>(
      sql`select templates.slug, templates.version from user_documents documents
        join document_templates templates on templates.id = documents.template_id
        where documents.policy_id = ${policyId} and documents.endorsement_id is not null`,
    );
    expect(documents).toEqual([{ slug: 'cover-change-endorsement', version: 1 }]);
    const [mail] = await rows<{ subject: string; text: string }>(
      sql`select subject, text from sandbox_mailbox where subject like '%new cover in effect'
        and recipient = (select email from users where id = ${person.userId})`,
    );
    expect(mail!.text).toContain('covers $250,000.00');
    await moveClockAndBill(1);
    expect(
      await rows(
        sql`select id from policy_endorsements where policy_id = ${policyId} and kind = 'cover_change'`,
      ),
    ).toHaveLength(1);
  });

  it('withdraws a pending change, which then never applies; another can be made after', async () => {
    const person = await policyholder(t, cardPort);
    const { token, policyId } = person;
    const start = await effectiveOn(policyId);
    const before = await policyOf(token);
    expect((await lower(token, policyId, 30_000_000)).error).toBeNull();

    const cancelled = await cancelPending(token, policyId);
    expect(cancelled.error).toBeNull();
    expect(cancelled.policy).toMatchObject({ amount: 50_000_000, pendingUpdate: null });
    expect((await cancelPending(token, policyId)).error).toMatchObject({ code: 'NOT_PENDING' });
    const [withdrawn] = await rows<{ withdrawn_on: string | null; withdrawn_reason: string | null }>(
      sql`select withdrawn_on::text, withdrawn_reason from policy_terms
        where policy_id = ${policyId} and version = 2`,
    );
    expect(withdrawn!.withdrawn_on).not.toBeNull();
    expect(withdrawn!.withdrawn_reason).toMatch(/cancelled/);

    await moveClockAndBill(32);
    const invoices = await invoicesOf(policyId);
    expect(invoices[1]).toMatchObject({ period_start: monthAfter(start, 1), amount: before.monthlyPremium });
    await signBackIn(t, person);
    expect((await policyOf(person.token)).amount).toBe(50_000_000);
    // Withdrawn, it is never given in writing.
    expect(await rows(sql`select id from policy_endorsements where policy_id = ${policyId}`)).toEqual([]);

    // A new change is version 3.
    const again = await lower(person.token, policyId, 40_000_000);
    expect(again.error).toBeNull();
    expect(again.policy?.pendingUpdate).toMatchObject({ version: 3, effectiveOn: monthAfter(start, 2) });
  });

  it('lets only one of two changes made at once stand', async () => {
    const { token, policyId } = await buyTermPolicy(t, cardPort);
    const outcomes = await Promise.all([
      lower(token, policyId, 20_000_000),
      lower(token, policyId, 35_000_000),
    ]);
    expect(outcomes.filter((outcome) => outcome.error === null)).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.error?.code ?? 'ok').sort()).toEqual(['CHANGE_PENDING', 'ok']);
    expect(
      await rows(sql`select version from policy_terms where policy_id = ${policyId} and withdrawn_on is null
        order by version`),
    ).toEqual([{ version: 1 }, { version: 2 }]);
    // A second change while one is pending is refused too.
    expect((await lower(token, policyId, 15_000_000)).error).toMatchObject({ code: 'CHANGE_PENDING' });
  });

  it('keeps to the minimum, sends a raise to underwriting, and refuses another person', async () => {
    const { token, policyId } = await buyTermPolicy(t, cardPort);
    const other = await buyTermPolicy(t, cardPort);
    expect((await lower(token, policyId, 5_000_000)).error).toMatchObject({ code: 'BELOW_MINIMUM' });
    expect((await lower(token, policyId, 75_000_000)).error).toMatchObject({ code: 'UNDERWRITING_REQUIRED' });
    expect((await lower(token, policyId, 50_000_000)).error).toMatchObject({ code: 'UNCHANGED' });
    expect((await lower(other.token, policyId, 25_000_000)).error).toMatchObject({ code: 'NOT_FOUND' });
    expect((await cancelPending(other.token, policyId)).error).toMatchObject({ code: 'NOT_FOUND' });
    const preview = await t.graphql<{ adjustPolicy: { error: { code: string } | null } }>(
      `query($id: ID!) { adjustPolicy(policyId: $id, amount: 25000000) { error { code } } }`,
      { id: policyId },
      { token: other.token },
    );
    expect(preview.data?.adjustPolicy.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await rows(sql`select version from policy_terms where policy_id = ${policyId} order by version`),
    ).toEqual([{ version: 1 }]);
  });
});
