// After the interview (issue 14 items 1, 4, 8): submitting is idempotent per interview session, an operator can
// take underwriting offline (UNDERWRITING_DISABLED, nothing stored), fetchEligibleForUnderwriting says when a
// submission would be taken, and the post-underwriting flow goes loader -> trivia -> the result's screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts.ts';
import { answerInsuranceProfile, answerInterview } from './support/applying.ts';
import { fetchForm, itemByKey, startFlow, type UserError } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function requestNewBusiness(token: string) {
  const result = await t.graphql<{
    requestNewBusiness: {
      insuranceApplication: { id: string; outcome: string } | null;
      error: UserError | null;
    };
  }>(
    `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) {
      insuranceApplication { id outcome } error { code message } } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.requestNewBusiness;
}

async function eligible(token: string) {
  const result = await t.graphql<{ fetchEligibleForUnderwriting: boolean }>(
    '{ fetchEligibleForUnderwriting }',
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.fetchEligibleForUnderwriting;
}

async function latestId(token: string) {
  const result = await t.graphql<{ latestInsuranceApplication: { id: string } | null }>(
    '{ latestInsuranceApplication { id } }',
    {},
    { token },
  );
  return result.data!.latestInsuranceApplication?.id ?? null;
}

async function switchUnderwriting(online: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/dev/operating-switches/underwriting',
    payload: { online },
  });
  expect(response.statusCode).toBe(200);
}

async function applicant(answers: Record<string, unknown> = {}) {
  const user = await verifiedUser(t);
  const token = user.tokens.accessToken;
  await answerInsuranceProfile(t, token);
  await answerInterview(t, token, answers);
  return token;
}

describe('submitting an interview', () => {
  it('stores one application per interview session: again, or twice at once, answers the same one', async () => {
    const token = await applicant();
    expect(await eligible(token)).toBe(true);
    const [first, second] = await Promise.all([requestNewBusiness(token), requestNewBusiness(token)]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.insuranceApplication!.id).toBe(first.insuranceApplication!.id);
    const again = await requestNewBusiness(token);
    expect(again.insuranceApplication!.id).toBe(first.insuranceApplication!.id);
    expect(await eligible(token)).toBe(false);
  });

  it('takes a new interview (a new session) as a new application', async () => {
    const token = await applicant();
    const first = await requestNewBusiness(token);
    // Starting the interview again from the start opens a new session (the old one is abandoned).
    await startFlow(t, token, 'underwriting-interview', { fromStart: true, flowScope: 'NEW_POLICY' });
    await answerInterview(t, token, { tobacco: 'yes' });
    const second = await requestNewBusiness(token);
    expect(second.insuranceApplication!.id).not.toBe(first.insuranceApplication!.id);
    expect(second.insuranceApplication!.outcome).toBe('accepted');
  });

  it('is refused with UNDERWRITING_DISABLED while an operator has underwriting offline, storing nothing', async () => {
    const token = await applicant();
    await switchUnderwriting(false);
    try {
      const refused = await requestNewBusiness(token);
      expect(refused.insuranceApplication).toBeNull();
      expect(refused.error!.code).toBe('UNDERWRITING_DISABLED');
      expect(await eligible(token)).toBe(false);
      expect(await latestId(token)).toBeNull();
    } finally {
      await switchUnderwriting(true);
    }
    expect(await eligible(token)).toBe(true);
    const taken = await requestNewBusiness(token);
    expect(taken.error).toBeNull();
  });

  it('refuses a bad switch', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/operating-switches/underwriting',
      payload: { online: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('says not eligible before the interview is answered', async () => {
    const user = await verifiedUser(t);
    expect(await eligible(user.tokens.accessToken)).toBe(false);
  });
});

describe('the post-underwriting flow', () => {
  async function toResults(token: string) {
    const started = await startFlow(t, token, 'post-underwriting', { flowScope: 'NEW_POLICY' });
    expect(started.error).toBeNull();
    expect(started.form!.slug).toBe('intentional-loader');
    expect(itemByKey(started.form!, 'intentional-loader-button')).toBeDefined();
    const session = started.flowSession!;
    const results = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'intentional-loader',
    });
    expect(results.form!.slug).toBe('underwriting-results');
    expect(results.form!.layout).toBe('trivia');
    return session;
  }

  it.each([
    ['accepted', 'underwriting-result-accepted', '/review-quote'],
    ['ad_only', 'underwriting-result-ad-only', '/about-ad'],
    ['referred_to_underwriter', 'underwriting-result-manual', '/products/insurance/manual-review'],
    ['rejected', 'underwriting-result-denied', '/coverage-denied/rejected'],
    [
      'rejected_reinstatement',
      'underwriting-result-denied-reinstatement',
      '/coverage-denied/rejected_reinstatement',
    ],
    ['failed', 'underwriting-result-failed', '/coverage-denied/failed'],
    ['something else', 'underwriting-result-failed', '/coverage-denied/failed'],
  ])('goes from the trivia on %s to %s (then %s)', async (action, slug, path) => {
    const token = (await verifiedUser(t)).tokens.accessToken;
    const session = await toResults(token);
    const result = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'underwriting-results',
      criteria: { action },
    });
    expect(result.error).toBeNull();
    expect(result.form!.slug).toBe(slug);
    expect(JSON.stringify(result.form!.items)).toContain(path);
  });

  it("shows the AD-only result's words and the chat", async () => {
    const token = (await verifiedUser(t)).tokens.accessToken;
    const session = await toResults(token);
    const { form } = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'underwriting-results',
      criteria: { action: 'ad_only' },
    });
    const words = JSON.stringify(form!.items);
    expect(words).toContain("Ok - So there's good news and bad news");
    expect(words).toContain('customer-support-chat');
  });
});
