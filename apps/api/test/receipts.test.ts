// Receipts (issue 24 item 4: the billing history's receipts): every invoice paid in full, the first premium and a
// renewal, has a receipt kept once as a versioned document whose PDF names the policy number, the period, the
// amount, the day it was paid, the card and the insurer. An unpaid invoice has none, and nobody else opens one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../../e2e/tests/support/pdf-text.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cardPort: number;
let ada: Policyholder;
let bea: Policyholder;

type Receipt = { id: string; slug: string; version: number; pdf: { fileName: string; url: string } };
type Invoice = {
  id: string;
  kind: string;
  status: string;
  amount: number;
  periodStart: string | null;
  periodEnd: string | null;
  paidOn: string | null;
  receipt: Receipt | null;
};

async function history(token: string) {
  const answer = await t.graphql<{ userPolicy: { label: string; invoices: Invoice[] } }>(
    `{ userPolicy { label invoices { id kind status amount periodStart periodEnd paidOn
        receipt { id slug version pdf { fileName url } } } } }`,
    {},
    { token },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.userPolicy;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** 06/15/2027 from 2027-06-15. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const dollars = (amount: number) => `$${(amount / 100).toFixed(2)}`;

beforeAll(async () => {
  t = await startTestApp();
  cardPort = await sandboxCardPort(t);
  ada = await policyholder(t, cardPort);
  bea = await policyholder(t, cardPort);
  // Bea's new card saves, then declines every charge.
  const saved = await t.graphql<{ createPaymentMethod: { saved: boolean } }>(
    `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { saved } }`,
    { input: { paymentMethodToken: await tokenise(cardPort, '4000000000000341'), nameOnCard: 'Bea Buyer' } },
    { token: bea.token },
  );
  expect(saved.data!.createPaymentMethod.saved).toBe(true);
  // A month on, each renewal is charged to the card on file: Ada's 4242 pays, Bea's is declined.
  await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 32 * 86_400 } });
  await t.jobs.drain();
  await signBackIn(t, ada);
  await signBackIn(t, bea);
});
afterAll(() => t.close());

describe('receipts', () => {
  it('gives every paid invoice a receipt whose PDF names the policy, period, amount, day, card and insurer', async () => {
    const policy = await history(ada.token);
    expect(policy.invoices.map((invoice) => [invoice.kind, invoice.status])).toEqual([
      ['premium', 'fully_paid'],
      ['first_premium', 'fully_paid'],
    ]);
    for (const invoice of policy.invoices) {
      expect(invoice.receipt).toMatchObject({
        slug: 'receipt',
        version: 1,
        pdf: { fileName: 'receipt-v1.pdf' },
      });
      const file = await get(invoice.receipt!.pdf.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const text = pdfText(file.rawPayload);
      expect(text).toContain(`Policy number\n${policy.label}`);
      expect(text).toContain(`Period\n${shown(invoice.periodStart!)} to ${shown(invoice.periodEnd!)}`);
      expect(text).toContain(`Amount paid\n${dollars(invoice.amount)}`);
      expect(text).toContain(`Paid on\n${shown(invoice.paidOn!)}`);
      expect(text).toContain('Payment method\nVisa ending in 4242');
      expect(text).toContain('Insurer\nwysh');
      expect(text).toContain('receipt version 1');
    }
    // Kept once, with the template version that rendered it: asked again, the same document.
    const again = await history(ada.token);
    expect(again.invoices.map((invoice) => invoice.receipt!.id)).toEqual(
      policy.invoices.map((invoice) => invoice.receipt!.id),
    );
    const { rows } = await t.database.db.execute(sql`select count(*)::int as n, min(t.version) as version
      from user_documents d join document_templates t on t.id = d.template_id
      where d.user_id = ${ada.userId} and t.slug = 'receipt'`);
    expect(rows[0]).toEqual({ n: 2, version: 1 });
    // It is one of the documents made for her (the documents area's receipts).
    const mine = await t.graphql<{
      userDocuments: Array<{ id: string; documentCategory: { slug: string } }>;
    }>('{ userDocuments { id documentCategory { slug } } }', {}, { token: ada.token });
    expect(
      mine
        .data!.userDocuments.filter((each) => each.documentCategory.slug === 'receipts')
        .map((each) => each.id),
    ).toEqual(expect.arrayContaining(policy.invoices.map((invoice) => invoice.receipt!.id)));
  });

  it('is never read by another person', async () => {
    const receipt = (await history(ada.token)).invoices[0]!.receipt!;
    expect((await get(`/documents/${receipt.id}.pdf`, bea.token)).statusCode).toBe(404);
    expect((await get(`/documents/${receipt.id}.html`, bea.token)).statusCode).toBe(404);
    expect((await get(`/documents/${receipt.id}.pdf`, ada.token)).statusCode).toBe(200);
    const byId = await t.graphql<{ documentById: unknown }>(
      'query ($id: ID!) { documentById(id: $id) { id } }',
      { id: receipt.id },
      { token: bea.token },
    );
    expect(byId.data!.documentById).toBeNull();
    // Bea's own link (her first premium's receipt), pointed at Ada's receipt, is refused.
    const beas = (await history(bea.token)).invoices[1]!.receipt!;
    expect((await get(beas.pdf.url.replace(beas.id, receipt.id))).statusCode).toBe(403);
    // Another's invoices are not hers to ask about (the policy's invoices are checked against the owner).
    const other = await t.graphql(
      'query ($id: ID!) { policy(id: $id) { invoices { receipt { id } } } }',
      { id: ada.policyId },
      { token: bea.token },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('has none for an invoice not paid in full', async () => {
    const invoices = (await history(bea.token)).invoices;
    expect(invoices.map((invoice) => [invoice.kind, invoice.status, invoice.receipt?.slug ?? null])).toEqual([
      ['premium', 'failed', null],
      ['first_premium', 'fully_paid', 'receipt'],
    ]);
  });
});
