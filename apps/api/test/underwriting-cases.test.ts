// Manual underwriting (issue 14 items 6 and 7): a referred application opens a case due 48 working hours later;
// underwriters (and only they) see the queue oldest first, read a case and decide it; a decision notifies the
// applicant, e-mails them a sign-in link and is written to the audit log; a rejection that consumer reports
// contributed to (automatic or manual) sends the adverse-action notice. One user never reads another's case or
// notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../src/modules/sandbox-mailbox/sandbox-mailbox.repository.ts';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { registered, signIn, userIdOf, verifiedUser } from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview, type ProfileAnswers } from './support/applying.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Friday 2026-11-20, 10:00 in New York.
  t.clock.set(new Date('2026-11-20T15:00:00Z'));
});
afterAll(() => t.close());

/** A token valid at the test clock's now (the clock jumps days; access tokens last minutes). */
const fresh = async (user: { email: string; password: string }) =>
  (await signIn(t, user.email, user.password)).access_token;

type Gql = Awaited<ReturnType<TestApp['graphql']>>;
const HOUR = 3_600_000;

async function applicant(answers: Record<string, unknown> = {}, profile: ProfileAnswers = {}) {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  await answerInsuranceProfile(t, token, profile);
  await answerInterview(t, token, answers);
  const decided = await t.graphql<{
    requestNewBusiness: { insuranceApplication: { id: string; outcome: string } | null };
  }>(
    `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) { insuranceApplication { id outcome } error { code } } }`,
    {},
    { token },
  );
  expect(decided.errors).toBeUndefined();
  return { ...user, token, application: decided.data!.requestNewBusiness.insuranceApplication! };
}

/** An underwriter: staff act only in verified sessions (the phone code), so theirs is one. */
async function underwriter() {
  const user = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'underwriter', t.clock.now());
  return { ...user, token: user.tokens.accessToken, refreshToken: user.tokens.refreshToken };
}

/** A fresh access token of the underwriter's verified session (its refresh token rotates on every use). */
async function freshStaff(member: { refreshToken: string }): Promise<string> {
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'refresh_token',
      refresh_token: member.refreshToken,
      client_id: t.config.OAUTH_CLIENT_ID,
    },
  });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  const body = refreshed.json() as { access_token: string; refresh_token: string; auth_level: string };
  member.refreshToken = body.refresh_token;
  return body.access_token;
}

const queueQuery = `{ underwritingQueue { id status openedAt dueAt workingHoursLeft applicantName requestedAmount firstReason } }`;
const caseQuery = `query ($id: ID!) { underwritingCase(id: $id) {
  id status insuranceApplicationId outcome issueAge rulesVersion dueAt workingHoursLeft
  answers { slug value } evidence { source value } reasons { ruleId reason basis }
  decision rateClass maxAmount rejectReason decidedAt } }`;
const decideMutation = `mutation ($input: DecideUnderwritingCaseInput!) {
  decideUnderwritingCase(input: $input) {
    underwritingCase { id status decision rateClass maxAmount rejectReason }
    error { code message fields { field message } } } }`;
const notificationsQuery = `{ notifications { id read metadata { type result insuranceApplicationId } } }`;
const updateNotificationMutation = `mutation ($input: UpdateNotificationInput!) {
  updateNotification(input: $input) { notification { id read } error { code message } } }`;

type Queue = Array<{
  id: string;
  openedAt: string;
  dueAt: string;
  workingHoursLeft: number;
  applicantName: string;
}>;

const queue = async (token: string) => {
  const result = await t.graphql<{ underwritingQueue: Queue }>(queueQuery, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.underwritingQueue;
};
const decide = (token: string, input: Record<string, unknown>) =>
  t.graphql<{
    decideUnderwritingCase: {
      underwritingCase: Record<string, unknown> | null;
      error: { code: string; fields: Array<{ field: string; message: string }> } | null;
    };
  }>(decideMutation, { input }, { token });
const codeOf = (result: Gql) => result.errors?.[0]?.extensions?.code;
const mailTo = (email: string) => listMessages(t.database.db, { to: email, limit: 20 });
const countRows = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;

let first: Awaited<ReturnType<typeof applicant>>;
let second: Awaited<ReturnType<typeof applicant>>;
let staff: Awaited<ReturnType<typeof underwriter>>;
let firstCaseId: string;
let secondCaseId: string;

describe('cases', () => {
  beforeAll(async () => {
    first = await applicant({}, { ssn: '219-09-0004' }); // MIB: a prior decline -> referred
    t.clock.advance(HOUR);
    second = await applicant({}, { ssn: '219-09-0009' }); // identity not found -> referred
    staff = await underwriter();
  });

  it('opens a case for each referral, due 48 working hours later (the weekend does not count)', async () => {
    expect(first.application.outcome).toBe('referred_to_underwriter');
    expect(second.application.outcome).toBe('referred_to_underwriter');
    const cases = await queue(await freshStaff(staff));
    expect(cases.map((c) => c.applicantName)).toEqual(['Ada Lovelace', 'Ada Lovelace']);
    [firstCaseId, secondCaseId] = cases.map((c) => c.id) as [string, string];
    // Opened Friday 10:00 New York: 14 h Friday, Monday, 10 h Tuesday -> Tuesday 10:00 (15:00 UTC).
    expect(cases[0]).toMatchObject({
      openedAt: '2026-11-20T15:00:00.000Z',
      dueAt: '2026-11-24T15:00:00.000Z',
      workingHoursLeft: 47,
    });
    expect(cases[1]).toMatchObject({
      openedAt: '2026-11-20T16:00:00.000Z',
      dueAt: '2026-11-24T16:00:00.000Z',
    });

    const own = await t.graphql<{ cases: Array<{ id: string; result: string; source: string }> }>(
      '{ cases { id result decision source createdAt } }',
      {},
      { token: await fresh(first) },
    );
    expect(own.data!.cases).toEqual([
      {
        id: firstCaseId,
        result: 'pending',
        decision: null,
        source: 'manual_underwriting',
        createdAt: '2026-11-20T15:00:00.000Z',
      },
    ]);
  });

  it('lists open cases oldest first, with the time left shrinking only on working days', async () => {
    t.clock.set(new Date('2026-11-23T15:00:00Z')); // Monday 10:00: Saturday and Sunday did not count
    const cases = await queue(await freshStaff(staff));
    expect(cases.map((c) => c.id)).toEqual([firstCaseId, secondCaseId]);
    expect(cases[0]!.workingHoursLeft).toBe(24);
    expect(cases[1]!.workingHoursLeft).toBe(25);
  });

  it('shows an underwriter the answers, the evidence and the rules that fired', async () => {
    const result = await t.graphql<{
      underwritingCase: Record<string, unknown> & {
        answers: Array<{ slug: string }>;
        evidence: Array<{ source: string; value: string }>;
        reasons: Array<{ reason: string; basis: string[] }>;
      };
    }>(caseQuery, { id: firstCaseId }, { token: await freshStaff(staff) });
    expect(result.errors).toBeUndefined();
    const found = result.data!.underwritingCase;
    expect(found).toMatchObject({
      id: firstCaseId,
      status: 'open',
      outcome: 'referred_to_underwriter',
      issueAge: 30,
      decision: null,
    });
    expect(found.answers.map((a) => a.slug)).toContain('tobacco');
    expect(found.evidence.find((e) => e.source === 'mib')!.value).toMatch(/decline/i);
    expect(found.reasons.some((r) => r.basis.some((b) => b.includes('"mib"')))).toBe(true);
  });

  it('shows the answers as the applicant saw them, the reports and the reasons in words (issue 23 item 15)', async () => {
    const result = await t.graphql<{
      underwritingCase: {
        answersInWords: Array<{ question: string; answer: string }>;
        reports: Array<{ source: string; title: string; summary: string; items: string[] }>;
        reasonsInWords: Array<{ ruleId: string; reason: string; basis: string[] }>;
      };
    }>(
      `query ($id: ID!) { underwritingCase(id: $id) {
        answersInWords { question answer } reports { source title summary items }
        reasonsInWords { ruleId reason basis } } }`,
      { id: firstCaseId },
      { token: await freshStaff(staff) },
    );
    expect(result.errors).toBeUndefined();
    const { answersInWords, reports, reasonsInWords } = result.data!.underwritingCase;
    const answerTo = (question: RegExp) => answersInWords.find((a) => question.test(a.question))?.answer;
    expect(answerTo(/tall/i)).toBe('5 ft 10 in');
    expect(answerTo(/weigh/i)).toBe('160 lb');
    expect(answerTo(/income/i)).toBe('$85,000');
    expect(answerTo(/paid to play a sport/i)).toBe('No');
    expect(answerTo(/license number/i)).toBe('ending in 4567');
    expect(reports.map((r) => r.title)).toEqual([
      'Identity verification',
      'Prescription history',
      'Medical Information Bureau',
      'Motor vehicle record',
    ]);
    expect(reports[2]).toMatchObject({
      summary: '1 report on record.',
      items: [expect.stringMatching(/^A prior decline, reported [A-Z][a-z]{2} \d{2}, 2026$/)],
    });
    expect(reasonsInWords.find((r) => r.ruleId === 'KO-PRIOR-DECLINE')!.basis).toEqual([
      expect.stringMatching(/^Medical Information Bureau: 1 report on record\. A prior decline, reported /),
    ]);
    const everything = JSON.stringify(result.data);
    for (const raw of ['employ_prosport', '1778', '72575', '8500000', '\\"kind\\"', '{\\"'])
      expect(everything).not.toContain(raw);
  });

  it('refuses every console operation to a non-underwriter (the applicant too) and to the signed-out', async () => {
    const outsider = await registered(t);
    for (const token of [outsider.tokens.accessToken, await fresh(first)]) {
      expect(codeOf(await t.graphql(queueQuery, {}, { token }))).toBe('FORBIDDEN');
      expect(codeOf(await t.graphql(caseQuery, { id: firstCaseId }, { token }))).toBe('FORBIDDEN');
      expect(codeOf(await decide(token, { caseId: firstCaseId, decision: 'reject', reason: 'no' }))).toBe(
        'FORBIDDEN',
      );
    }
    expect(codeOf(await t.graphql(queueQuery))).toBe('GRAPH_API_UNAUTHORIZED');
    expect(codeOf(await t.graphql(caseQuery, { id: firstCaseId }))).toBe('GRAPH_API_UNAUTHORIZED');
    expect(codeOf(await decide('', { caseId: firstCaseId, decision: 'accept' }))).toBe(
      'GRAPH_API_UNAUTHORIZED',
    );
    expect(await countRows(`select count(*)::int as n from underwriting_cases where status = 'open'`)).toBe(
      2,
    );
    expect(await countRows('select count(*)::int as n from notifications')).toBe(0);
  });

  it("shows the user's roles: underwriter for staff, none for an applicant", async () => {
    const me = `{ currentUser { roles } }`;
    const staffRoles = await t.graphql<{ currentUser: { roles: string[] } }>(
      me,
      {},
      { token: await freshStaff(staff) },
    );
    expect(staffRoles.data!.currentUser.roles).toEqual(['underwriter']);
    const applicantRoles = await t.graphql<{ currentUser: { roles: string[] } }>(
      me,
      {},
      { token: await fresh(first) },
    );
    expect(applicantRoles.data!.currentUser.roles).toEqual([]);
  });

  it('refuses a decision with a missing class, an unfiled cover or no reason, changing nothing', async () => {
    const badAccept = await decide(await freshStaff(staff), {
      caseId: firstCaseId,
      decision: 'accept',
      rateClass: 'gold',
      maxAmount: 12_345,
    });
    expect(badAccept.data!.decideUnderwritingCase.error).toMatchObject({
      code: 'DECISION_INVALID',
      fields: [
        { field: 'rateClass', message: 'Please choose a class.' },
        {
          field: 'maxAmount',
          message: 'Please enter a cover from $100,000 to $2,000,000 in steps of $50,000.',
        },
      ],
    });
    const badReject = await decide(await freshStaff(staff), {
      caseId: firstCaseId,
      decision: 'reject',
      reason: '  ',
    });
    expect(badReject.data!.decideUnderwritingCase.error!.fields).toEqual([
      { field: 'reason', message: 'Please give a reason.' },
    ]);
    const missing = await decide(await freshStaff(staff), {
      caseId: '00000000-0000-4000-8000-000000000000',
      decision: 'reject',
      reason: 'x',
    });
    expect(missing.data!.decideUnderwritingCase.error!.code).toBe('NOT_FOUND');
    expect(await countRows(`select count(*)::int as n from underwriting_cases where status = 'open'`)).toBe(
      2,
    );
    expect(
      await countRows(`select count(*)::int as n from underwriting_audit_log where action = 'decided'`),
    ).toBe(0);
  });

  it('accepts: the case, the audit row, the notification, the e-mail with a sign-in link, and the quote', async () => {
    const accepted = await decide(await freshStaff(staff), {
      caseId: firstCaseId,
      decision: 'accept',
      rateClass: 'preferred',
      maxAmount: 100_000_000,
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.decideUnderwritingCase).toMatchObject({
      error: null,
      underwritingCase: {
        id: firstCaseId,
        status: 'decided',
        decision: 'accept',
        rateClass: 'preferred',
        maxAmount: 100_000_000,
      },
    });
    const staffId = await userIdOf(t, await freshStaff(staff));
    const log = await t.database.pool.query<{
      action: string;
      case_id: string | null;
      actor_user_id: string;
      at: Date;
    }>('select action, case_id, actor_user_id, at from underwriting_audit_log order by at, action');
    // The console's work is the underwriter's; the refused calls (the applicant's, the outsider's) are theirs.
    const refused = log.rows.filter((row) => row.action === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((row) => row.actor_user_id !== staffId)).toBe(true);
    expect(
      log.rows.filter((row) => row.action !== 'refused').every((row) => row.actor_user_id === staffId),
    ).toBe(true);
    expect(log.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['viewed_queue', 'viewed_case', 'decided']),
    );
    expect(log.rows.find((row) => row.action === 'decided')).toMatchObject({
      case_id: firstCaseId,
      at: t.clock.now(),
    });

    const notes = await t.graphql<{
      notifications: Array<{ id: string; read: boolean; metadata: Record<string, string> }>;
    }>(notificationsQuery, {}, { token: await fresh(first) });
    expect(notes.data!.notifications).toEqual([
      {
        id: expect.any(String),
        read: false,
        metadata: {
          type: 'manual_underwriting_decision',
          result: 'accepted',
          insuranceApplicationId: first.application.id,
        },
      },
    ]);
    const mail = await mailTo(first.email);
    const decision = mail.find((m) => m.subject === "You've been approved!");
    expect(decision!.text).toMatch(/\/deep-link\?feature=login&token=[^&\s]+&path=%2F/);
    expect(mail.some((m) => /free copy/.test(m.text))).toBe(false);

    const application = await t.graphql<{
      latestInsuranceApplication: { result: string };
      pendingQuote: { amount: number } | null;
    }>(
      '{ latestInsuranceApplication { result } pendingQuote { amount } }',
      {},
      { token: await fresh(first) },
    );
    expect(application.errors).toBeUndefined();
    expect(application.data!.latestInsuranceApplication.result).toBe('accepted');
    expect(application.data!.pendingQuote).toEqual({ amount: 50_000_000 });

    const again = await decide(await freshStaff(staff), {
      caseId: firstCaseId,
      decision: 'reject',
      reason: 'second thoughts',
    });
    expect(again.data!.decideUnderwritingCase.error!.code).toBe('CASE_ALREADY_DECIDED');
    expect(await queue(await freshStaff(staff))).toHaveLength(1);
  });

  it('keeps a notification and a case to their owner', async () => {
    const mine = await t.graphql<{ notifications: Array<{ id: string }> }>(
      notificationsQuery,
      {},
      { token: await fresh(first) },
    );
    const id = mine.data!.notifications[0]!.id;
    const theirs = await t.graphql<{ notifications: unknown[]; cases: Array<{ id: string }> }>(
      `{ notifications { id } cases { id } }`,
      {},
      { token: await fresh(second) },
    );
    expect(theirs.data!.notifications).toEqual([]);
    expect(theirs.data!.cases.map((c) => c.id)).toEqual([secondCaseId]);
    const stolen = await t.graphql<{
      updateNotification: { notification: unknown; error: { code: string } | null };
    }>(updateNotificationMutation, { input: { notificationId: id } }, { token: await fresh(second) });
    expect(stolen.data!.updateNotification).toEqual({
      notification: null,
      error: { code: 'NOT_FOUND', message: "We couldn't find that notification." },
    });
    const read = await t.graphql<{ updateNotification: { notification: { id: string; read: boolean } } }>(
      updateNotificationMutation,
      { input: { notificationId: id } },
      { token: await fresh(first) },
    );
    expect(read.data!.updateNotification.notification).toEqual({ id, read: true });
  });

  it('rejects: notifies, e-mails, and sends the adverse-action notice naming the agency whose report weighed', async () => {
    const rejected = await decide(await freshStaff(staff), {
      caseId: secondCaseId,
      decision: 'reject',
      reason: 'Identity could not be confirmed.',
    });
    expect(rejected.data!.decideUnderwritingCase.underwritingCase).toMatchObject({
      decision: 'reject',
      rejectReason: 'Identity could not be confirmed.',
    });
    const notes = await t.graphql<{ notifications: Array<{ metadata: { result: string } }> }>(
      notificationsQuery,
      {},
      { token: await fresh(second) },
    );
    expect(notes.data!.notifications.map((n) => n.metadata.result)).toEqual(['rejected']);
    const mail = await mailTo(second.email);
    expect(mail.find((m) => m.subject === 'Your wait is over')!.text).toContain(
      'You can apply again in 30 days.',
    );
    const notice = mail.find((m) => m.subject?.startsWith('About the decision on your application'));
    expect(notice!.text).toContain(
      'Sandbox Identity Verification Bureau, 100 Sandbox Way, Columbus, OH 43215, 1-800-555-0101',
    );
    expect(notice!.text).toContain(
      'You have the right to get a free copy of your report from each agency if you ask within 60 days',
    );
    expect(notice!.text).toContain('dispute');
    expect(notice!.text).not.toContain('Medical Information Bureau');
    const result = await t.graphql<{ latestInsuranceApplication: { result: string } }>(
      '{ latestInsuranceApplication { result } }',
      {},
      { token: await fresh(second) },
    );
    expect(result.data!.latestInsuranceApplication.result).toBe('rejected');
    expect(await queue(await freshStaff(staff))).toEqual([]);
  });
});

describe('automatic decisions and the adverse-action notice', () => {
  it('sends it when a motor-vehicle record declines the application, naming that agency', async () => {
    const driver = await applicant({ dmv_lic_nmbr: 'D1234513' });
    expect(driver.application.outcome).toBe('rejected');
    const notice = (await mailTo(driver.email)).find((m) => m.subject?.startsWith('About the decision'));
    expect(notice!.text).toContain('Sandbox Motor Vehicle Records');
    expect(notice!.text).toContain('free copy');
  });

  it('sends none when no consumer report weighed against the applicant', async () => {
    const healthy = await applicant();
    expect(healthy.application.outcome).toBe('accepted');
    expect((await mailTo(healthy.email)).some((m) => m.subject?.startsWith('About the decision'))).toBe(
      false,
    );
    expect(await countRows('select count(*)::int as n from underwriting_cases')).toBe(2);
  });
});
