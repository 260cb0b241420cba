// A person's data, theirs to take (issue 29 item 2): a policyholder who cancelled a policy in its free look and
// bought another, with beneficiaries and two support conversations, asks for their data; the job e-mails a link
// that downloads, once, a JSON file that validates against the published schema (docs/data-export.schema.v1.json)
// and holds every one of their records as the database does, with the SSN masked. A second request within a day
// is refused with when to ask again; a used, expired or unknown link is refused alike; an export never opened is
// purged; every step is audited.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataExportV1,
  dataExportV1JsonSchema,
  type DataExportV1,
} from '../src/modules/data-exports/data-export.schema.ts';
import { pdfText } from '../../../e2e/tests/support/pdf-text.ts';
import { EXPORT_SUMMARY_TEMPLATE_VERSION } from '../src/modules/data-exports/export-summary.ts';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { latestMessageTo, userIdOf, verifiedUser } from './support/accounts.ts';
import { answerInterview } from './support/applying.ts';
import { sandboxCardPort, tokenise } from './support/cards.ts';
import { policyholder, type Policyholder } from './support/policyholders.ts';
import { signPurchase } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let ada: Policyholder;
let adaEmail: string;

const REQUEST = `mutation { requestDataExport { request { id status createdAt } availableAt
  error { code message } } }`;
type Requested = {
  requestDataExport: {
    request: { id: string; status: string } | null;
    availableAt: string | null;
    error: { code: string; message: string } | null;
  };
};

const ask = async (token: string) => {
  const answer = await t.graphql<Requested>(REQUEST, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.requestDataExport;
};
const download = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const linkIn = (text: string) => /(https?:\/\/\S+\/exports\/[A-Za-z0-9_-]+)\s/.exec(text)![1]!;
const summaryLinkIn = (text: string) =>
  /(https?:\/\/\S+\/exports\/[A-Za-z0-9_-]+\/summary\.pdf)/.exec(text)![1]!;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

async function asAda<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await t.graphql<T>(query, variables, { token: ada.token });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** Customer service cancels Ada's first policy in its free look; she applies again and buys a second. */
async function cancelAndBuyAgain(cardPort: number): Promise<void> {
  const agent = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, agent.tokens.accessToken), 'support', t.clock.now());
  const cancelled = await t.graphql<{ cancelPolicyForCustomer: { error: { code: string } | null } }>(
    `mutation ($input: CancelPolicyForCustomerInput!) { cancelPolicyForCustomer(input: $input) { error { code } } }`,
    { input: { policyId: ada.policyId, reason: 'Changed her mind' } },
    { token: agent.tokens.accessToken },
  );
  expect(cancelled.errors).toBeUndefined();
  expect(cancelled.data!.cancelPolicyForCustomer.error).toBeNull();
  await t.jobs.drain();

  // The test clock stands still: a minute on, so the second policy is the newer one (its created_at), not a tie
  // the database may order either way.
  t.clock.advance(60_000);
  await answerInterview(t, ada.token, {}, { fromStart: true, flowScope: 'NEW_POLICY' });
  const applied = await asAda<{ requestNewBusiness: { error: unknown } }>(
    'mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { error { code message } } }',
  );
  expect(applied.requestNewBusiness.error).toBeNull();
  const { pendingQuote } = await asAda<{ pendingQuote: { id: string } }>('{ pendingQuote { id } }');
  await asAda(
    `mutation($id: ID!) { updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
      error { code } } }`,
    { id: pendingQuote.id },
  );
  await signPurchase(t, ada.token);
  const { latestPayableInvoice } = await asAda<{ latestPayableInvoice: { id: string } }>(
    '{ latestPayableInvoice { id } }',
  );
  const paid = await asAda<{ payInvoice: { transactionResult: string } }>(
    `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { transactionResult } }`,
    {
      input: {
        invoiceId: latestPayableInvoice.id,
        purchasePolicy: true,
        paymentMethodToken: await tokenise(cardPort, '4242 4242 4242 4242'),
        nameOnCard: 'Ada Lovelace',
      },
    },
  );
  expect(paid.payInvoice.transactionResult).toBe('success');
  await t.jobs.drain();
}

const SEND = `mutation ($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { error { code } } }`;

beforeAll(async () => {
  t = await startTestApp();
  const cardPort = await sandboxCardPort(t);
  ada = await policyholder(t, cardPort);
  await cancelAndBuyAgain(cardPort);
  const [email] = await rows<{ email: string }>(sql`select email from users where id = ${ada.userId}`);
  adaEmail = email!.email;
  const added = await t.graphql(
    `mutation ($input: CreateBeneficiaryInput!) { createBeneficiary(input: $input) { beneficiary { id } } }`,
    {
      input: {
        type: 'INDIVIDUAL',
        responsibility: 'PRIMARY',
        contact: { firstName: 'Grace', lastName: 'Hopper', birthdate: '1990-04-02', relationship: 'spouse' },
        address: { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' },
      },
    },
    { token: ada.token },
  );
  expect(added.errors).toBeUndefined();
  // Two conversations: the first closed, the second open.
  await asAda(SEND, { input: { clientMessageId: 'export-0', text: 'Can I cancel my policy?' } });
  await asAda('mutation { closeSupportConversation { error { code } } }');
  t.clock.advance(60_000);
  await asAda(SEND, { input: { clientMessageId: 'export-1', text: 'When is my next premium due?' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('requestDataExport', () => {
  let url: string;
  let summaryUrl: string;
  let beaUrl: string;
  let exported: DataExportV1;

  it('the published JSON Schema is the one the export is checked against', () => {
    const published: unknown = JSON.parse(
      fs.readFileSync(new URL('../../../docs/data-export.schema.v1.json', import.meta.url), 'utf8'),
    );
    expect(published).toEqual(dataExportV1JsonSchema());
  });

  it('is e-mailed by the job as a link that downloads the JSON once, valid and as the database holds it', async () => {
    const requested = await ask(ada.token);
    expect(requested.error).toBeNull();
    expect(requested.request!.status).toBe('pending');
    await t.jobs.drain();

    const mail = await latestMessageTo(t, adaEmail);
    expect(mail!.subject).toBe('Your wysh data export');
    url = linkIn(mail!.text);
    summaryUrl = summaryLinkIn(mail!.text);
    expect(summaryUrl).toBe(`${url}/summary.pdf`);

    const answer = await download(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="wysh-data-export-.*\.json"$/,
    );
    exported = dataExportV1.parse(answer.json());

    const policies = await rows<{
      id: string;
      label: string;
      status: string;
      monthly_premium: number;
      amount: number;
    }>(sql`select id, label, status, monthly_premium, amount from policies where user_id = ${ada.userId}
      order by created_at desc`);
    expect(policies.map((p) => p.status)).toEqual(['active', 'cancelled']);
    expect(exported.policies).toHaveLength(2);
    policies.forEach((policy, i) => {
      expect(exported.policies[i]).toMatchObject({
        id: policy.id,
        policyNumber: policy.label,
        status: policy.status,
        monthlyPremium: policy.monthly_premium,
        amount: policy.amount,
      });
      expect(exported.policies[i]!.termsVersions[0]).toMatchObject({ version: 1, cover: policy.amount });
    });

    // Every application, quote, estimate, charge and refund, as many as the database holds.
    const counts = async (table: string) => {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${ada.userId}`,
      );
      return row!.count;
    };
    expect(exported.applications).toHaveLength(await counts('insurance_applications'));
    expect(exported.applications.length).toBeGreaterThanOrEqual(2);
    expect(exported.quotes.filter((q) => q.termDuration !== null)).toHaveLength(await counts('quotes'));
    expect(exported.estimates).toHaveLength(await counts('estimates'));
    expect(exported.payments.charges).toHaveLength(await counts('payments'));
    expect(exported.payments.charges.length).toBeGreaterThanOrEqual(2);
    const refunds = await rows<{ id: string; amount: number }>(sql`select r.id, r.amount from refunds r
      join payments p on p.id = r.payment_id where p.user_id = ${ada.userId}`);
    expect(refunds.length).toBeGreaterThan(0);
    expect(exported.payments.refunds.map(({ id, amount }) => ({ id, amount }))).toEqual(
      expect.arrayContaining(refunds),
    );

    const named = await rows<{ first_name: string; last_name: string }>(sql`select b.first_name, b.last_name
      from beneficiaries b join policies p on p.insurance_membership_id = b.insurance_membership_id
      where p.user_id = ${ada.userId} and b.first_name = 'Grace'`);
    expect(named.length).toBeGreaterThan(0);
    const beneficiaries = [
      ...exported.beneficiaries!.primary,
      ...exported.beneficiaries!.backup,
      ...exported.beneficiaries!.pending,
    ];
    expect(beneficiaries.map((b) => b.name)).toContain('Grace Hopper');

    const [taxId] = await rows<{ last4: string }>(
      sql`select last4 from tax_ids where user_id = ${ada.userId}`,
    );
    expect(exported.profile.ssn).toEqual({ last4: taxId!.last4 });
    // The SSN in full (123-45-6789 in the test answers) is nowhere in the file.
    expect(answer.body).not.toMatch(/123-?45-?6789/);
    expect(exported.payments.methods[0]).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(answer.body).not.toContain('4242424242424242');

    expect(exported.applications[0]!.decision.reasons).toBeInstanceOf(Array);
    expect(exported.invoices.length).toBeGreaterThan(0);
    const [packets] = await rows<{ count: number }>(
      sql`select count(*)::int as count from user_documents where user_id = ${ada.userId}`,
    );
    expect(exported.documents).toHaveLength(packets!.count);
    expect(exported.documents.map((doc) => doc.kind)).toContain('policy');
    expect(exported.conversations).toHaveLength(2);
    expect(exported.conversations.map((c) => c.status)).toEqual([
      'closed',
      expect.not.stringMatching('closed'),
    ]);
    expect(exported.conversations[0]!.messages.map((m) => m.body)).toContain('Can I cancel my policy?');
    expect(exported.conversations[1]!.messages.map((m) => m.body)).toContain('When is my next premium due?');
    expect(exported.profile.emails.map((e) => e.email)).toContain(adaEmail);
  });

  it('is summed up in a readable PDF behind the second link: policies, a masked SSN, the template version', async () => {
    // The JSON was downloaded, but the copy is kept until the summary is too.
    const [kept] = await rows<{ status: string }>(
      sql`select status from data_export_requests where user_id = ${ada.userId}`,
    );
    expect(kept!.status).toBe('ready');
    t.clock.advance(60_000);
    const answer = await download(summaryUrl);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="wysh-data-summary-.*\.pdf"$/,
    );
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(answer.rawPayload);
    for (const policy of exported.policies) expect(text).toContain(`Policy ${policy.policyNumber}`);
    expect(text).toContain(`***-**-${exported.profile.ssn!.last4}`);
    expect(text).not.toMatch(/123-?45-?6789/);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('When is my next premium due?');
    expect(text).toContain(EXPORT_SUMMARY_TEMPLATE_VERSION);
  });

  it('works once: a second download of either file is refused, and the export is dropped', async () => {
    const again = await download(url);
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain('policyNumber');
    expect((await download(summaryUrl)).statusCode).toBe(404);
    const [kept] = await rows<{ content: string | null; status: string }>(
      sql`select content, status from data_export_requests where user_id = ${ada.userId}`,
    );
    expect(kept).toEqual({ content: null, status: 'downloaded' });
  });

  it('a second request within a day is refused with when to ask again', async () => {
    const refused = await ask(ada.token);
    expect(refused.request).toBeNull();
    expect(refused.error!.code).toBe('DATA_EXPORT.TOO_SOON');
    expect(refused.error!.message).toMatch(/You can ask again after/);
    const [first] = await rows<{ created_at: Date }>(
      sql`select created_at from data_export_requests where user_id = ${ada.userId}`,
    );
    expect(new Date(refused.availableAt!).getTime()).toBe(new Date(first!.created_at).getTime() + 86_400_000);
  });

  it('audits the request, the export made ready and the download', async () => {
    const audit = await rows<{ action: string; actor: string }>(sql`select a.action, a.actor
      from data_export_audit a where a.user_id = ${ada.userId} order by a.at, a.action desc`);
    expect(audit).toEqual([
      { action: 'requested', actor: ada.userId },
      { action: 'ready', actor: 'data-exports.build' },
      { action: 'downloaded', actor: ada.userId },
      { action: 'downloaded_summary', actor: ada.userId },
    ]);
  });

  it("refuses an expired link and an unknown one alike, and another person's link is theirs only", async () => {
    // Bea (no policy) asks; her link is not Ada's, and past 7 days it is refused.
    const bea = await verifiedUser(t);
    expect((await ask(bea.tokens.accessToken)).error).toBeNull();
    await t.jobs.drain();
    beaUrl = linkIn((await latestMessageTo(t, bea.email))!.text);
    expect(beaUrl).not.toBe(url);
    expect((await download(`${url.replace(/\/exports\/.*/, '')}/exports/${'x'.repeat(43)}`)).statusCode).toBe(
      404,
    );
    expect((await download(`${beaUrl}x`)).statusCode).toBe(404);
    // Opened with Ada's session, Bea's link is refused and stays Bea's.
    const asAda = await t.app.inject({
      method: 'GET',
      url: new URL(beaUrl).pathname,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(asAda.statusCode).toBe(404);
    const [beaRow] = await rows<{ status: string }>(sql`select r.status from data_export_requests r
      join users u on u.id = r.user_id where u.email = ${bea.email}`);
    expect(beaRow!.status).toBe('ready');

    t.clock.advance(7 * 86_400_000 + 1000);
    const expired = await download(beaUrl);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      error: 'not_found',
      error_description: 'This link is not valid or has expired.',
    });
  });

  it('drops, by the daily purge, the copy of an export whose link expired unopened, audited as expired', async () => {
    // Bea's link expired above (7 days on) without being opened; Ada's was downloaded and stays as it was.
    await t.jobs.enqueue('data-exports.purge', {}, { tx: t.database.db });
    await t.jobs.drain();
    const kept = await rows<{ email: string; status: string; content: string | null }>(sql`select u.email,
      r.status, r.content from data_export_requests r join users u on u.id = r.user_id order by r.created_at`);
    expect(kept).toEqual([
      { email: adaEmail, status: 'downloaded', content: null },
      { email: expect.not.stringMatching(adaEmail) as string, status: 'expired', content: null },
    ]);
    const audit = await rows<{ action: string; actor: string }>(sql`select a.action, a.actor
      from data_export_audit a join users u on u.id = a.user_id where u.email = ${kept[1]!.email}
      order by a.at, a.action desc`);
    expect(audit.map((row) => row.action)).toEqual(['requested', 'ready', 'expired']);
    expect(audit.at(-1)!.actor).toBe('data-exports.purge');
    expect((await download(beaUrl)).statusCode).toBe(404);
    // A second run finds nothing left to drop.
    await t.jobs.enqueue('data-exports.purge', {}, { tx: t.database.db });
    await t.jobs.drain();
    const expiredRows = await rows<{ count: number }>(
      sql`select count(*)::int as count from data_export_audit where action = 'expired'`,
    );
    expect(expiredRows[0]!.count).toBe(1);
  });

  it('asks for a verified session', async () => {
    const answer = await t.graphql(REQUEST, {});
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});
