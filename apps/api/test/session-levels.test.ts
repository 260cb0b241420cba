// Session levels for servicing and for staff (issue 23 items 2 and 3). A session from the password alone or from
// an e-mailed sign-in link is `identified`; with it, nothing that reads or changes a policy's beneficiaries, the
// acknowledgement that e-signs their change, or the documents made for the person answers: each is refused with
// UNSUCCESSFUL_SESSION_VERIFICATION and changes nothing. The same calls answer a verified session (the phone
// code). The application's own beneficiaries, before a policy, stay at the identified level of the application
// journey. The underwriter console refuses an underwriter who is not verified, and every refused console call of a
// signed-in user is written to underwriting_audit_log.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../src/modules/auth/login-tokens.ts';
import { attachBeneficiariesToPolicy } from '../src/modules/beneficiaries/beneficiaries.repository.ts';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import {
  codeIn,
  latestMessageTo,
  registered,
  sendCode,
  signIn,
  userIdOf,
  verifiedUser,
  verifySession,
} from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview } from './support/applying.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const VERIFY = 'UNSUCCESSFUL_SESSION_VERIFICATION';
type Gql = Awaited<ReturnType<TestApp['graphql']>>;
const codeOf = (result: Gql) => result.errors?.[0]?.extensions?.['code'];
const ask = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  t.graphql<Record<string, unknown>>(query, variables, { token });

const address = { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' };
const individual = (firstName: string) => ({
  type: 'INDIVIDUAL',
  responsibility: 'PRIMARY',
  contact: {
    firstName,
    lastName: 'Lee',
    birthdate: '1990-04-02',
    relationship: 'spouse',
    email: 'ann@example.com',
  },
  address,
});
const payload =
  'success error { code message } beneficiaries { list { id allocation } pending { id allocation } }';
const mutation = (name: string, extra = '') => {
  const type = name[0]!.toUpperCase() + name.slice(1);
  return `mutation ($input: ${type}Input!) { ${name}(input: $input) { ${payload} ${extra} } }`;
};

/** The two identified sessions of the issue: the password alone, and the e-mailed sign-in link. */
async function identifiedSessions(user: { email: string; password: string }, userId: string) {
  const password = (await signIn(t, user.email, user.password)).access_token;
  const loginToken = await issueLoginToken(t.database.db, { userId, purpose: 'login', now: t.clock.now() });
  const exchanged = await t.graphql<{
    exchangeLoginToken: { token: { accessToken: string; authLevel: string } | null };
  }>(
    `mutation ($input: ExchangeLoginTokenInput!) { exchangeLoginToken(input: $input) { token { accessToken authLevel } } }`,
    { input: { loginToken } },
  );
  const link = exchanged.data!.exchangeLoginToken.token!;
  expect(link.authLevel).toBe('IDENTIFIED');
  return { password, link: link.accessToken } as const;
}

/** The same account, signed in with the password and then the code texted to its phone. */
async function verifiedAgain(user: { email: string; password: string; phone: { id: string; e164: string } }) {
  const token = (await signIn(t, user.email, user.password)).access_token;
  await sendCode(t, token, user.phone.id);
  const sms = await latestMessageTo(t, user.phone.e164);
  const verified = await verifySession(t, token, codeIn(sms!.text));
  expect(verified.error).toBeNull();
  return verified.token!.accessToken;
}

async function membershipOf(token: string): Promise<string> {
  const result = await t.graphql<{
    currentUser: { activeConstellations: Array<{ activeInsuranceMembership: { id: string } }> };
  }>('{ currentUser { activeConstellations { activeInsuranceMembership { id } } } }', {}, { token });
  return result.data!.currentUser.activeConstellations[0]!.activeInsuranceMembership.id;
}

const beneficiaryRows = async (membership: string) =>
  (
    await t.database.pool.query(
      'select id, change_id, allocation, first_name from beneficiaries where insurance_membership_id = $1 order by id',
      [membership],
    )
  ).rows;

/** A policyholder: Ann is the only primary (100%) of a policy; the application's document was made. */
async function policyholder() {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  const created = await ask(token, mutation('createBeneficiary', 'beneficiary { id }'), {
    input: individual('Ann'),
  });
  const ann = (created.data!['createBeneficiary'] as { beneficiary: { id: string } }).beneficiary.id;
  const membership = await membershipOf(token);
  await attachBeneficiariesToPolicy(
    t.database.db,
    membership,
    crypto.randomUUID(),
    t.clock.now(),
    crypto.randomUUID(),
  );
  const docs = await ask(
    token,
    '{ documents(slugs: ["application", "beneficiary-terms"]) { id slug pdf { url } } }',
  );
  const [application, terms] = docs.data!['documents'] as Array<{ id: string; slug: string }>;
  expect([application!.slug, terms!.slug]).toEqual(['application', 'beneficiary-terms']);
  const userId = await userIdOf(t, token);
  return { user, token, ann, membership, userId, applicationId: application!.id, termsId: terms!.id };
}

describe('servicing a policy in force', () => {
  let holder: Awaited<ReturnType<typeof policyholder>>;
  let sessions: Awaited<ReturnType<typeof identifiedSessions>>;
  beforeAll(async () => {
    holder = await policyholder();
    sessions = await identifiedSessions(holder.user, holder.userId);
  });

  /** Every servicing operation, as an attacker holding an identified session would send it. */
  const servicing = (): Array<[string, string, Record<string, unknown>]> => [
    ['getBeneficiaries', '{ getBeneficiaries { list { id } } }', {}],
    ['beneficiaryChanges', '{ beneficiaryChanges { id } }', {}],
    ['createBeneficiary', mutation('createBeneficiary'), { input: individual('Mallory') }],
    [
      'updateBeneficiary',
      mutation('updateBeneficiary'),
      { input: { beneficiaryId: holder.ann, contact: { firstName: 'Mallory' } } },
    ],
    [
      'updateBeneficiaryAllocation',
      mutation('updateBeneficiaryAllocation'),
      { input: { beneficiaryAllocations: [{ beneficiaryId: holder.ann, allocation: 1 }] } },
    ],
    [
      'destroyBeneficiary',
      mutation('destroyBeneficiary'),
      { input: { beneficiaryId: holder.ann, responsibility: 'PRIMARY' } },
    ],
    [
      'executeGroupMutation updateBeneficiaryAllocations',
      `mutation ($input: ExecuteGroupMutationInput!) { executeGroupMutation(input: $input) { response error { code } } }`,
      {
        input: {
          mutationKey: 'updateBeneficiaryAllocations',
          inputPayload: { beneficiaryAllocations: [{ beneficiaryId: holder.ann, allocation: 100 }] },
        },
      },
    ],
    [
      'createAcknowledgement (beneficiary terms)',
      `mutation ($input: CreateAcknowledgementInput!) { createAcknowledgement(input: $input) { success } }`,
      {
        input: {
          recordId: holder.termsId,
          recordType: 'document',
          contextId: holder.membership,
          contextType: 'InsuranceMembership',
        },
      },
    ],
    [
      'createAcknowledgements',
      `mutation ($input: [CreateAcknowledgementInput!]!) { createAcknowledgements(input: $input) { success } }`,
      {
        input: [
          {
            recordId: holder.termsId,
            recordType: 'document',
            contextId: holder.membership,
            contextType: 'InsuranceMembership',
          },
        ],
      },
    ],
    [
      'executeGroupMutation createAcknowledgement',
      `mutation ($input: ExecuteGroupMutationInput!) { executeGroupMutation(input: $input) { response error { code } } }`,
      {
        input: {
          mutationKey: 'createAcknowledgement',
          inputPayload: {
            recordId: holder.termsId,
            recordType: 'document',
            contextId: holder.membership,
            contextType: 'InsuranceMembership',
          },
        },
      },
    ],
    [
      'confirmBeneficiaryChanges',
      mutation('confirmBeneficiaryChanges'),
      { input: { acknowledgementId: crypto.randomUUID() } },
    ],
    ['discardBeneficiaryChanges', mutation('discardBeneficiaryChanges'), { input: {} }],
    [
      'sendBeneficiaryPacket',
      `mutation ($input: SendBeneficiaryPacketInput!) { sendBeneficiaryPacket(input: $input) { documentVersion } }`,
      { input: { beneficiaryId: holder.ann } },
    ],
    ['userDocuments', '{ userDocuments { id } }', {}],
    ['documentCategories', '{ documentCategories { slug } }', {}],
    ['documentCategory', '{ documentCategory(slug: "application") { slug } }', {}],
    [
      'documentById (a document made for the person)',
      `{ documentById(id: "${holder.applicationId}") { id } }`,
      {},
    ],
  ];

  for (const via of ['password', 'link'] as const) {
    it(`refuses each one to a session from the ${via === 'password' ? 'password alone' : 'sign-in link'}, changing nothing`, async () => {
      const before = await beneficiaryRows(holder.membership);
      const token = sessions[via];
      for (const [name, query, variables] of servicing()) {
        const result = await ask(token, query, variables);
        expect(codeOf(result), name).toBe(VERIFY);
      }
      expect(await beneficiaryRows(holder.membership)).toEqual(before);
      const acknowledgements = await t.database.pool.query(
        'select count(*)::int as n from acknowledgements where context_id = $1',
        [holder.membership],
      );
      expect(acknowledgements.rows[0].n).toBe(0);
      // The file of a document made for the person is not theirs to read without the code either.
      const file = await t.app.inject({
        method: 'GET',
        url: `/documents/${holder.applicationId}.pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(404);
    });
  }

  it('answers a verified session: the change is made and confirmed with the acknowledgement', async () => {
    const token = await verifiedAgain(holder.user);
    for (const [name, query] of [
      ['getBeneficiaries', '{ getBeneficiaries { list { id } } }'],
      ['userDocuments', '{ userDocuments { id } }'],
      ['documentById', `{ documentById(id: "${holder.applicationId}") { id } }`],
    ] as const) {
      expect((await ask(token, query)).errors, name).toBeUndefined();
    }
    const added = await ask(token, mutation('createBeneficiary'), { input: individual('Bo') });
    expect(added.errors).toBeUndefined();
    expect((added.data!['createBeneficiary'] as { error: unknown }).error).toBeNull();
    const ack = await ask(
      token,
      `mutation ($input: CreateAcknowledgementInput!) { createAcknowledgement(input: $input) { success acknowledgement { id } } }`,
      {
        input: {
          recordId: holder.termsId,
          recordType: 'document',
          contextId: holder.membership,
          contextType: 'InsuranceMembership',
        },
      },
    );
    const acknowledgementId = (ack.data!['createAcknowledgement'] as { acknowledgement: { id: string } })
      .acknowledgement.id;
    const confirmed = await ask(token, mutation('confirmBeneficiaryChanges'), {
      input: { acknowledgementId },
    });
    expect(confirmed.errors).toBeUndefined();
    const lists = (confirmed.data!['confirmBeneficiaryChanges'] as { beneficiaries: { list: unknown[] } })
      .beneficiaries;
    expect(lists.list).toHaveLength(2);
    const file = await t.app.inject({
      method: 'GET',
      url: `/documents/${holder.applicationId}.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
  });
});

describe('the application journey before a policy', () => {
  it('keeps its beneficiaries at the identified level', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    expect(user.tokens.authLevel).toBe('IDENTIFIED');
    const added = await ask(token, mutation('createBeneficiary'), { input: individual('Ann') });
    expect(added.errors).toBeUndefined();
    expect((added.data!['createBeneficiary'] as { error: unknown }).error).toBeNull();
    expect((await ask(token, '{ getBeneficiaries { list { id } } }')).errors).toBeUndefined();
  });
});

describe('the underwriter console', () => {
  const queueQuery = '{ underwritingQueue { id } }';
  const caseQuery = 'query ($id: ID!) { underwritingCase(id: $id) { id answers { slug value } } }';
  const decideMutation = `mutation ($input: DecideUnderwritingCaseInput!) {
    decideUnderwritingCase(input: $input) { underwritingCase { id status } error { code message } } }`;
  const refusals = async (userId: string) =>
    (
      await t.database.pool.query<{
        action: string;
        detail: { attempted: string; code: string; caseId: string | null };
      }>('select action, detail from underwriting_audit_log where actor_user_id = $1 order by at, id', [
        userId,
      ])
    ).rows;

  let caseId: string;
  beforeAll(async () => {
    // A referred applicant (the MIB reports a prior decline: SSN ending 0004).
    const applicant = await verifiedUser(t);
    await answerInsuranceProfile(t, applicant.tokens.accessToken, { ssn: '219-09-0004' });
    await answerInterview(t, applicant.tokens.accessToken, {});
    const decided = await ask(
      applicant.tokens.accessToken,
      'mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { insuranceApplication { outcome } } }',
    );
    expect(decided.errors).toBeUndefined();
    const [row] = (await t.database.pool.query<{ id: string }>('select id from underwriting_cases')).rows;
    caseId = row!.id;
  });

  it('refuses an underwriter whose session is not verified, and audits each refusal', async () => {
    const staff = await verifiedUser(t);
    const userId = await userIdOf(t, staff.tokens.accessToken);
    await grantRole(t.database.db, userId, 'underwriter', t.clock.now());
    const sessions = await identifiedSessions(staff, userId);
    for (const token of [sessions.password, sessions.link]) {
      expect(codeOf(await ask(token, queueQuery))).toBe(VERIFY);
      expect(codeOf(await ask(token, caseQuery, { id: caseId }))).toBe(VERIFY);
      const decision = await ask(token, decideMutation, {
        input: { caseId, decision: 'accept', rateClass: 'preferred', maxAmount: 100_000_000 },
      });
      expect(codeOf(decision)).toBe(VERIFY);
    }
    const open = await t.database.pool.query('select status from underwriting_cases where id = $1', [caseId]);
    expect(open.rows[0].status).toBe('open');
    const audited = await refusals(userId);
    expect(audited).toHaveLength(6);
    // One clock instant for all: compared as a set.
    const described = audited.map((row) => `${row.action} ${row.detail.attempted} ${row.detail.code}`).sort();
    expect(described).toEqual(
      ['decided', 'decided', 'viewed_case', 'viewed_case', 'viewed_queue', 'viewed_queue'].map(
        (attempted) => `refused ${attempted} ${VERIFY}`,
      ),
    );
    expect(
      audited
        .filter((row) => row.detail.attempted !== 'viewed_queue')
        .every((row) => row.detail.caseId === caseId),
    ).toBe(true);

    // With the code, the same underwriter works the case (and that is audited as before).
    const token = await verifiedAgain(staff);
    const queue = await ask(token, queueQuery);
    expect(queue.errors).toBeUndefined();
    expect((queue.data!['underwritingQueue'] as Array<{ id: string }>).map((c) => c.id)).toContain(caseId);
    const detail = await ask(token, caseQuery, { id: caseId });
    expect(detail.errors).toBeUndefined();
    const decision = await ask(token, decideMutation, {
      input: { caseId, decision: 'reject', reason: 'Prior decline confirmed.' },
    });
    expect(decision.errors).toBeUndefined();
    expect(decision.data!['decideUnderwritingCase']).toMatchObject({
      underwritingCase: { status: 'decided' },
      error: null,
    });
    const after = (await refusals(userId)).map((row) => row.action).sort();
    expect(after).toEqual(['decided', ...Array<string>(6).fill('refused'), 'viewed_case', 'viewed_queue']);
  });

  it('audits a signed-in user without the role too (FORBIDDEN)', async () => {
    const someone = await verifiedUser(t);
    const userId = await userIdOf(t, someone.tokens.accessToken);
    expect(codeOf(await ask(someone.tokens.accessToken, queueQuery))).toBe('FORBIDDEN');
    expect((await refusals(userId)).map((row) => [row.action, row.detail.code])).toEqual([
      ['refused', 'FORBIDDEN'],
    ]);
  });
});
