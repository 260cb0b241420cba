// Driver's licence numbers are sealed at rest like the SSN (issue 23, 6): no table holds one in clear once the
// interview is answered or the application decided, yet the motor-vehicle check still finds the licence's record,
// the interview's review shows the number to its owner and the underwriter's console shows its last 4. Numbers
// saved in clear before the fix are sealed at start-up, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../src/compose.ts';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { createLogger } from '../src/shared/logger.ts';
import { userIdOf, verifiedUser } from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview } from './support/applying.ts';
import { fetchForm } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The sandbox's motor-vehicle record for a licence ending 07: one DUI 3 years ago (standard at best).
const LICENCE = 'S53092107';
const LAST4 = '2107';

type Application = {
  id: string;
  outcome: string;
  termLife: { verdict: string; rateClass: string | null };
  reasons: Array<{ ruleId: string; basis: string[] }>;
};

async function requestNewBusiness(token: string): Promise<Application> {
  const result = await t.graphql<{ requestNewBusiness: { insuranceApplication: Application | null } }>(
    `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) {
      insuranceApplication { id outcome termLife { verdict rateClass } reasons { ruleId basis } }
      error { code message } } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.requestNewBusiness.insuranceApplication!;
}

/** Every text or JSON column of every table holding `needle` in clear, as "table.column". */
async function columnsHolding(needle: string): Promise<string[]> {
  const { rows: columns } = await t.database.pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables s on s.table_schema = c.table_schema and s.table_name = c.table_name
      where c.table_schema = 'public' and s.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb')`,
  );
  const holding: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where "${column}"::text like $1`,
      [`%${needle}%`],
    );
    if (rows[0]!.n > 0) holding.push(`${table}.${column}`);
  }
  return holding;
}

const storedLicenceAnswers = async (userId: string) =>
  (
    await t.database.pool.query<{ id: string; value: unknown; kind: string }>(
      `select r.id, r.value, jsonb_typeof(r.value) as kind from flow_responses r
         join flow_sessions s on s.id = r.flow_session_id
        where s.user_id = $1 and r.field_id = 'dmv_lic_nmbr'`,
      [userId],
    )
  ).rows;

const storedLicenceOfApplication = async (id: string) =>
  (
    await t.database.pool.query<{ licence: unknown; kind: string }>(
      `select input #> '{answers,dmv_lic_nmbr}' as licence,
              jsonb_typeof(input #> '{answers,dmv_lic_nmbr}') as kind
         from insurance_applications where id = $1`,
      [id],
    )
  ).rows[0]!;

async function underwriterToken(): Promise<string> {
  const staff = await verifiedUser(t);
  const token = staff.tokens.accessToken;
  await grantRole(t.database.db, await userIdOf(t, token), 'underwriter', t.clock.now());
  return token;
}

async function caseAnswers(token: string, applicationId: string) {
  const queue = await t.graphql<{ underwritingQueue: Array<{ id: string }> }>(
    '{ underwritingQueue { id } }',
    {},
    { token },
  );
  expect(queue.errors).toBeUndefined();
  for (const { id } of queue.data!.underwritingQueue) {
    const found = await t.graphql<{
      underwritingCase: {
        insuranceApplicationId: string;
        answers: Array<{ slug: string; value: string }>;
        evidence: Array<{ source: string; value: string }>;
      };
    }>(
      `query ($id: ID!) { underwritingCase(id: $id) {
        insuranceApplicationId answers { slug value } evidence { source value } } }`,
      { id },
      { token },
    );
    if (found.data?.underwritingCase.insuranceApplicationId === applicationId)
      return found.data.underwritingCase;
  }
  throw new Error('No case for the application');
}

describe("a driver's licence number", () => {
  it('is sealed when the interview is answered and after the decision, and still finds its driving record', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const userId = await userIdOf(t, token);
    await answerInsuranceProfile(t, token);
    const { review } = await answerInterview(t, token, { dmv_lic_nmbr: LICENCE });

    // The owner's review shows the number as typed; the database holds it sealed, with its last 4.
    expect(JSON.stringify(review)).toContain(LICENCE);
    const [answer] = await storedLicenceAnswers(userId);
    expect(answer).toMatchObject({ kind: 'object', value: { last4: LAST4 } });
    expect(await columnsHolding(LICENCE)).toEqual([]);

    const application = await requestNewBusiness(token);
    // One DUI 3 years ago on the licence's record: standard at best.
    expect(application.outcome).toBe('accepted');
    expect(application.termLife.rateClass).toBe('standard');
    expect(application.reasons.flatMap((reason) => reason.basis).join(' ')).toMatch(/mvr/);
    const stored = await storedLicenceOfApplication(application.id);
    expect(stored).toMatchObject({ kind: 'object', licence: { last4: LAST4 } });
    expect(await columnsHolding(LICENCE)).toEqual([]);
    expect(t.logs.join('\n')).not.toContain(LICENCE);
  });

  it("shows on the underwriter's console by its last 4", async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    // An identity the sandbox does not find (SSN ending 0009): referred to an underwriter.
    await answerInsuranceProfile(t, token, { ssn: '219-09-0009' });
    await answerInterview(t, token, { dmv_lic_nmbr: LICENCE });
    const application = await requestNewBusiness(token);
    expect(application.outcome).toBe('referred_to_underwriter');

    const found = await caseAnswers(await underwriterToken(), application.id);
    expect(found.answers).toContainEqual({
      slug: 'dmv_lic_nmbr',
      value: JSON.stringify(`ending in ${LAST4}`),
    });
    expect(found.evidence.find((entry) => entry.source === 'mvr')!.value).toContain('dui');
    expect(JSON.stringify(found)).not.toContain(LICENCE);
  });

  it('saved in clear before the fix is sealed at the next start, once, and still reads the same', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const userId = await userIdOf(t, token);
    await answerInsuranceProfile(t, token, { ssn: '219-09-0009' });
    const { session } = await answerInterview(t, token, { dmv_lic_nmbr: LICENCE });
    const application = await requestNewBusiness(token);

    // As today's code left them: the answer and the application's input hold the number in clear, and the
    // database has not been backfilled yet.
    const old = 'D99002107';
    await t.database.pool.query(
      `update flow_responses set value = to_jsonb($2::text)
        where field_id = 'dmv_lic_nmbr' and flow_session_id = $1`,
      [session.id, old],
    );
    await t.database.pool.query(
      `update insurance_applications
          set input = jsonb_set(input, '{answers,dmv_lic_nmbr}', to_jsonb($2::text)) where id = $1`,
      [application.id, old],
    );
    await t.database.pool.query(`delete from data_backfills`);
    expect(await columnsHolding(old)).toEqual(['flow_responses.value', 'insurance_applications.input']);

    // A start on this database (the server's services, as app.ts and the worker compose them).
    const services = await composeServices({
      config: t.config,
      database: t.database,
      logger: createLogger({ level: 'silent' }),
      clock: t.clock,
      jobs: t.jobs,
    });
    try {
      expect(await columnsHolding(old)).toEqual([]);
      expect((await storedLicenceAnswers(userId))[0]).toMatchObject({
        kind: 'object',
        value: { last4: '2107' },
      });
      expect(await storedLicenceOfApplication(application.id)).toMatchObject({
        kind: 'object',
        licence: { last4: '2107' },
      });
      // Recorded: a second start does not run it again.
      expect(await services.sealClearLicenceNumbers()).toBeNull();
    } finally {
      await services.cardProvider.close();
    }

    // The sealed answer opens with the server's key: the review shows the number to its owner again.
    const reloaded = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'RELOAD',
      currentFormIdentifier: 'interview-review',
    });
    expect(JSON.stringify(reloaded.form)).toContain(old);
    const found = await caseAnswers(await underwriterToken(), application.id);
    expect(found.answers).toContainEqual({ slug: 'dmv_lic_nmbr', value: JSON.stringify('ending in 2107') });
  });
});
