// The home address answered in a flow is verified through the addresses service, so the per-user throttle of
// address lookups (ADDRESS_LOOKUPS_PER_MINUTE) counts those checks too: a flow is not a way around it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from './support/accounts.ts';
import { answerAndNext, answersFor, fetchForm, respond, startedFlow } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADDRESS_LOOKUPS_PER_MINUTE: '2' });
});
afterAll(() => t.close());

const ohio = {
  'profile.address.street1': '100 Main St',
  'profile.address.city': 'Columbus',
  'profile.address.state': 'OH',
  'profile.address.postalCode': '43215',
};

describe("a flow's address check", () => {
  it('counts towards the per-user lookup throttle, and is refused beyond it until the minute passes', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    let { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const answers: Record<string, Record<string, unknown>> = {
      'insurance-profile-name': { 'profile.firstName': 'Ada', 'profile.lastName': 'Lovelace' },
      'insurance-profile-birthdate': { 'profile.birthdate': '1990-12-10' },
      'insurance-profile-gender': { 'profile.gender': 'male' },
    };
    while (form!.slug !== 'insurance-profile-address')
      ({ form } = await answerAndNext(t, token, session, form!, answers[form!.slug]));
    const submit = (values: Record<string, unknown>) =>
      respond(t, token, {
        flowSessionId: session.id,
        formIdentifier: form!.slug,
        fieldResponses: answersFor(form!, values),
      });

    // One lookup through the addresses API and one through the flow use the budget of two.
    const verified = await t.graphql<{ verifyAddress: { error: { code: string } | null } }>(
      'query ($input: AddressInput!) { verifyAddress(input: $input) { error { code } } }',
      { input: { street1: '100 Main St', city: 'Columbus', state: 'OH', postalCode: '43215' } },
      { token },
    );
    expect(verified.errors, JSON.stringify(verified.errors)).toBeUndefined();
    expect(verified.data?.verifyAddress.error).toBeNull();
    const unknown = await submit({ ...ohio, 'profile.address.street1': '1 Nowhere Ln' });
    expect(unknown.validationErrors).toMatchObject([{ code: 'ADDRESS_NOT_FOUND' }]);

    const throttled = await submit(ohio);
    expect(throttled.validationErrors).toMatchObject([
      {
        fieldId: 'profile.address.street1',
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many address lookups. Please try again in a minute.',
      },
    ]);

    t.clock.advance(60_000);
    const accepted = await submit(ohio);
    expect(accepted.validationErrors).toEqual([]);
    expect(accepted.error).toBeNull();
  });
});
