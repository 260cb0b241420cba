// Who may do what with flows: sessions are checked against their owner, the account area's flow needs a
// verified session, group mutations are a whitelist; and the public parts (the SSN key, product availability).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered, userIdOf, verifiedUser } from './support/accounts.ts';
import {
  answerAndNext,
  answersFor,
  executeGroupMutation,
  fetchForm,
  inputById,
  respond,
  startFlow,
  startedFlow,
} from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The caller's insurance membership (every user has one from registration). */
async function membershipIdOf(token: string): Promise<string> {
  const me = await t.graphql<{
    currentUser: { activeConstellations: Array<{ activeInsuranceMembership: { id: string } }> };
  }>('{ currentUser { activeConstellations { activeInsuranceMembership { id } } } }', {}, { token });
  return me.data!.currentUser.activeConstellations[0]!.activeInsuranceMembership.id;
}

describe('ownership', () => {
  it("answers FLOW_SESSION_NOT_FOUND to another user's session, and leaves it as it was", async () => {
    const ada = await registered(t);
    const eve = await registered(t);
    const session = await startedFlow(t, ada.tokens.accessToken, 'insurance-profile');
    const { form } = await fetchForm(t, ada.tokens.accessToken, {
      flowSessionId: session.id,
      direction: 'RELOAD',
    });
    const before = (await t.database.pool.query('select * from flow_sessions where id = $1', [session.id]))
      .rows;

    const token = eve.tokens.accessToken;
    const read = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const advance = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'insurance-profile-name',
    });
    const answer = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: 'insurance-profile-name',
      fieldResponses: answersFor(form!, { 'profile.firstName': 'Eve', 'profile.lastName': 'Spy' }),
    });
    const group = await executeGroupMutation(t, token, {
      flowSessionId: session.id,
      mutationKey: 'createPhoneNumber',
      inputPayload: { phoneNumber: '6145550100' },
    });
    for (const refused of [read, advance, answer, group]) {
      expect(refused.error).toEqual({
        code: 'FLOW_SESSION_NOT_FOUND',
        message: "We couldn't find that session. Please start again.",
        fields: [],
      });
    }
    expect(read.form).toBeNull();
    expect(answer.flowSession).toBeNull();
    expect(
      (await t.database.pool.query('select * from flow_sessions where id = $1', [session.id])).rows,
    ).toEqual(before);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from flow_responses where flow_session_id = $1',
      [session.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('answers FLOW_SESSION_NOT_FOUND to an unknown or malformed id, and FLOW_NOT_FOUND to an unknown flow', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    for (const flowSessionId of [crypto.randomUUID(), 'not-a-uuid']) {
      const result = await fetchForm(t, token, { flowSessionId, direction: 'RELOAD' });
      expect(result.error!.code).toBe('FLOW_SESSION_NOT_FOUND');
    }
    const unknown = await startFlow(t, token, 'flow-of-the-future');
    expect(unknown).toEqual({
      flow: null,
      flowSession: null,
      form: null,
      error: { code: 'FLOW_NOT_FOUND', message: "We couldn't find that flow.", fields: [] },
    });
  });

  it('needs a signed-in caller for every flow operation', async () => {
    const operations = [
      '{ flow(slug: "insurance-profile") { id } }',
      'mutation { createFlowSession(input: { flowId: "insurance-profile" }) { error { code } } }',
      `mutation { fetchForm(input: { flowSessionId: "${crypto.randomUUID()}", direction: RELOAD }) { form } }`,
      '{ userIneligibleReasons { ineligibleCoverageReasons } }',
      'mutation { executeGroupMutation(input: { mutationKey: "createPhoneNumber", inputPayload: {} }) { response } }',
    ];
    for (const query of operations) {
      const result = await t.graphql(query);
      expect(result.errors?.[0]?.extensions?.code, query).toBe('GRAPH_API_UNAUTHORIZED');
    }
  });
});

describe('account-profile (name edits from the account area)', () => {
  it('needs a verified session', async () => {
    const { tokens } = await registered(t);
    const result = await t.graphql(
      'mutation { createFlowSession(input: { flowId: "account-profile" }) { flowSession { id } } }',
      {},
      { token: tokens.accessToken },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
  });

  it('is prefilled from the profile, answers NO_CHANGE when nothing changed, and saves a change', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    await t.graphql(
      'mutation { updateProfile(input: { firstName: "Ada", lastName: "Lovelace" }) { error { code } } }',
      {},
      { token },
    );
    const session = await startedFlow(t, token, 'account-profile');
    expect(session.flowScope).toBe('POLICY_HOLDER');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(inputById(form!, 'profile.firstName').content).toMatchObject({ value: 'Ada' });
    expect(inputById(form!, 'profile.lastName').content).toMatchObject({ value: 'Lovelace' });

    const unchanged = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: 'account-profile-name',
      fieldResponses: answersFor(form!),
    });
    expect(unchanged.error).toEqual({
      code: 'NO_CHANGE',
      message: 'Sorry, your information was not changed',
      fields: [],
    });

    const changed = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: 'account-profile-name',
      fieldResponses: answersFor(form!, { 'profile.middleName': 'K' }),
    });
    expect(changed).toMatchObject({ error: null, validationErrors: [] });
    const profile = await t.graphql<{ profile: { middleName: string } }>(
      '{ profile { middleName } }',
      {},
      { token },
    );
    expect(profile.data!.profile.middleName).toBe('K');

    // SAVE's actions end on nextForm: the flow's only form is done, so the session finishes (the web app then
    // returns to the profile).
    const next = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'account-profile-name',
    });
    expect(next).toMatchObject({ form: null, flowSession: { finished: true }, error: null });
  });

  it('gives the web app the buttons and words the contract names', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const session = await startedFlow(t, token, 'account-profile');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const buttons = form!.items.filter((item) => item.type === 'button');
    const commands = (key: string) =>
      (
        buttons.find((item) => item.key === key)?.content as { actions: Array<{ command: unknown }> }
      ).actions.map((action) => action.command);
    expect(buttons.map((item) => (item.content as { text: string }).text)).toEqual(['SAVE', 'CANCEL']);
    expect(commands('save')).toEqual([
      expect.objectContaining({ destination: 'validateForm' }),
      expect.objectContaining({ destination: 'formUnchangedSubmitWarning' }),
      expect.objectContaining({ destination: 'createResponse' }),
      expect.objectContaining({
        destination: 'showSuccessOverlay',
        arguments: [expect.objectContaining({ name: 'message', source: 'Your name was updated.' })],
      }),
      expect.objectContaining({ destination: 'nextForm' }),
    ]);
    expect(commands('cancel')).toEqual([expect.objectContaining({ destination: 'popToRoot' })]);
    expect(form!.leadingNavigationButton?.actions.map((action) => action.command.destination)).toEqual([
      'formUnsavedDiffWarning',
      'popToRoot',
    ]);
  });
});

describe('group mutations', () => {
  it('runs createPhoneNumber through the accounts rules (the /create-phone flow)', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'pre-verified-initial-data');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(inputById(form!, 'smsMarketing').content).toMatchObject({ value: false });
    // The words /create-phone and the accounts e2e expect.
    expect(inputById(form!, 'phoneNumber').content).toMatchObject({
      label: 'Mobile phone number',
      element: 'phone',
      required: true,
    });
    expect(form!.items).toContainEqual(
      expect.objectContaining({
        type: 'text',
        content: expect.objectContaining({ html: expect.stringContaining('href="/disclosure/sms-terms"') }),
      }),
    );
    expect(form!.groups).toContainEqual(
      expect.objectContaining({
        type: 'api',
        mutationKey: 'createPhoneNumber',
        mutationVariables: ['phoneNumber', 'smsMarketing'],
      }),
    );
    const created = await executeGroupMutation(t, token, {
      flowSessionId: session.id,
      mutationKey: 'createPhoneNumber',
      inputPayload: { phoneNumber: '6145550177', smsMarketing: true },
    });
    expect(created).toEqual({
      response: { phoneNumber: { id: expect.any(String), mask: '(***) ***-0177', status: 'PENDING' } },
      error: null,
    });
    const bad = await executeGroupMutation(t, token, {
      mutationKey: 'createPhoneNumber',
      inputPayload: { phoneNumber: '555' },
    });
    expect(bad.error).toEqual({
      code: 'CREDENTIAL_INVALID',
      message: 'This should be a 10-digit number',
      fields: [{ field: 'phoneNumber', message: 'This should be a 10-digit number' }],
    });
    const { rows } = await t.database.pool.query('select sms_marketing from phone_numbers where id = $1', [
      (created.response as { phoneNumber: { id: string } }).phoneNumber.id,
    ]);
    expect(rows).toEqual([{ sms_marketing: true }]);
  });

  it('records who acknowledged which disclosure version, once', async () => {
    const { tokens } = await registered(t);
    const { rows: disclosures } = await t.database.pool.query('select id, version from disclosures limit 1');
    const contextId = await membershipIdOf(tokens.accessToken);
    const body = {
      recordId: disclosures[0].id,
      recordType: 'disclosure',
      contextId,
      contextType: 'InsuranceMembership',
    };
    const first = await executeGroupMutation(t, tokens.accessToken, {
      mutationKey: 'createAcknowledgement',
      inputPayload: body,
    });
    const again = await executeGroupMutation(t, tokens.accessToken, {
      mutationKey: 'createAcknowledgement',
      inputPayload: body,
    });
    expect(first.error).toBeNull();
    expect(first.response).toEqual({
      acknowledgement: {
        id: expect.any(String),
        recordId: disclosures[0].id,
        recordType: 'disclosure',
        recordVersion: disclosures[0].version,
        contextId,
        contextType: 'InsuranceMembership',
        acknowledgedAt: t.clock.now().toISOString(),
      },
    });
    expect(again.response).toEqual(first.response);
    const unknown = await executeGroupMutation(t, tokens.accessToken, {
      mutationKey: 'createAcknowledgement',
      inputPayload: { ...body, recordId: crypto.randomUUID() },
    });
    expect(unknown.error!.code).toBe('RECORD_NOT_FOUND');
    const malformed = await executeGroupMutation(t, tokens.accessToken, {
      mutationKey: 'createAcknowledgement',
      inputPayload: { ...body, recordType: 'tweet' },
    });
    expect(malformed.error!.code).toBe('VALIDATION_FAILED');
  });

  it("answers CONTEXT_NOT_FOUND for someone else's membership or a made-up context, and records nothing", async () => {
    const ada = await registered(t);
    const eve = await registered(t);
    const { rows: disclosures } = await t.database.pool.query('select id from disclosures limit 1');
    const adasMembership = await membershipIdOf(ada.tokens.accessToken);
    const contexts = [
      { contextId: adasMembership, contextType: 'InsuranceMembership' },
      { contextId: crypto.randomUUID(), contextType: 'InsuranceMembership' },
      { contextId: crypto.randomUUID(), contextType: 'InsuranceApplication' },
      { contextId: adasMembership, contextType: 'InsuranceApplication' },
      { contextId: 'not-an-id', contextType: 'InsuranceMembership' },
    ];
    for (const context of contexts) {
      const refused = await executeGroupMutation(t, eve.tokens.accessToken, {
        mutationKey: 'createAcknowledgement',
        inputPayload: { recordId: disclosures[0].id, recordType: 'disclosure', ...context },
      });
      expect(refused).toEqual({
        response: null,
        error: {
          code: 'CONTEXT_NOT_FOUND',
          message: "We couldn't find that application or membership.",
          fields: [],
        },
      });
    }
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from acknowledgements where user_id = $1',
      [await userIdOf(t, eve.tokens.accessToken)],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('refuses any other mutation key with MUTATION_NOT_ALLOWED', async () => {
    const { tokens } = await registered(t);
    for (const mutationKey of ['decommissionUser', 'updateProfile', 'createAcknowledgements', '__proto__']) {
      const result = await executeGroupMutation(t, tokens.accessToken, { mutationKey, inputPayload: {} });
      expect(result).toEqual({
        response: null,
        error: { code: 'MUTATION_NOT_ALLOWED', message: "That action isn't allowed here.", fields: [] },
      });
    }
  });
});

describe('public and eligibility queries', () => {
  it('publishes the RSA-OAEP-256 public key, identified by its fingerprint, without a session', async () => {
    const result = await t.graphql<{ sensitiveDataKey: { keyId: string; algorithm: string; spki: string } }>(
      '{ sensitiveDataKey { keyId algorithm spki } }',
    );
    const key = result.data!.sensitiveDataKey;
    expect(key.algorithm).toBe('RSA-OAEP-256');
    const der = Buffer.from(key.spki, 'base64');
    expect(key.keyId).toBe(crypto.createHash('sha256').update(der).digest('base64url'));
    const publicKey = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('uses the configured private key when SENSITIVE_DATA_PRIVATE_KEY is set (one line, \\n escaped)', async () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n');
    const configured = await startTestApp({
      SENSITIVE_DATA_PRIVATE_KEY: pem,
      SENSITIVE_DATA_KEY: crypto.randomBytes(32).toString('base64'),
    });
    try {
      const result = await configured.graphql<{ sensitiveDataKey: { spki: string } }>(
        '{ sensitiveDataKey { spki } }',
      );
      expect(result.data!.sensitiveDataKey.spki).toBe(
        publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      );
      const { rows } = await configured.database.pool.query(
        "select count(*)::int as n from server_secrets where name like 'sensitive%'",
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await configured.close();
    }
  });

  it('answers whether a product is sold in a state, by the States query’s ids', async () => {
    const { data } = await t.graphql<{ countries: Array<{ id: string; alpha2: string }> }>(
      '{ countries { id alpha2 } }',
    );
    const us = data!.countries.find((country) => country.alpha2 === 'US')!;
    const states = await t.graphql<{ States: Array<{ id: string; alpha2: string }> }>(
      'query ($id: ID!) { States(countryId: $id) { id alpha2 } }',
      { id: us.id },
    );
    const idOf = (alpha2: string) => states.data!.States.find((state) => state.alpha2 === alpha2)!.id;
    const available = async (businessSlug: string, productSlug: string, stateId: string) =>
      (
        await t.graphql<{ productAvailableInState: boolean }>(
          'query ($b: String!, $p: String!, $s: ID!) { productAvailableInState(businessSlug: $b, productSlug: $p, stateId: $s) }',
          { b: businessSlug, p: productSlug, s: stateId },
        )
      ).data!.productAvailableInState;
    for (const state of ['AZ', 'GA', 'IL', 'MI', 'NC', 'OH', 'OR', 'PA', 'WI'])
      expect(await available('wysh-insurance', 'wysh-term-life', idOf(state))).toBe(true);
    expect(await available('wysh-insurance', 'wysh-accidental-death', idOf('OH'))).toBe(true);
    expect(await available('wysh-insurance', 'wysh-term-life', idOf('TX'))).toBe(false);
    expect(await available('wysh-insurance', 'wysh-home', idOf('OH'))).toBe(false);
    expect(await available('wysh-insurance', 'wysh-term-life', 'OH')).toBe(false);
  });

  it('lists the catalogue of reasons and none for a user with no profile yet', async () => {
    const { tokens } = await registered(t);
    const result = await t.graphql(
      '{ ineligibleReasons userIneligibleReasons { ineligibleCoverageReasons } profile { birthdate gender age activeAddress { city } taxIdSet } }',
      {},
      { token: tokens.accessToken },
    );
    expect(result.data).toEqual({
      ineligibleReasons: ['age_of_insured', 'criminal_history', 'state_of_residence', 'general'],
      userIneligibleReasons: { ineligibleCoverageReasons: [] },
      profile: { birthdate: null, gender: null, age: null, activeAddress: null, taxIdSet: false },
    });
  });

  it('answers state_of_residence for a profile address outside the filed states', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    const { form: name } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const names = { 'profile.firstName': 'Al', 'profile.lastName': 'Bo' };
    const { form: birthdate } = await answerAndNext(t, token, session, name!, names);
    await answerAndNext(t, token, session, birthdate!, { 'profile.birthdate': '1990-01-01' });
    // An address written before the product stopped being sold in its state (createResponse refuses Texas now).
    await t.database.pool.query(
      "insert into addresses (user_id, street1, city, state, postal_code, active, created_at) select user_id, '1 Congress Ave', 'Austin', 'TX', '78701', true, now() from flow_sessions where id = $1",
      [session.id],
    );
    const result = await t.graphql<{ userIneligibleReasons: { ineligibleCoverageReasons: string[] } }>(
      '{ userIneligibleReasons { ineligibleCoverageReasons } }',
      {},
      { token },
    );
    expect(result.data!.userIneligibleReasons.ineligibleCoverageReasons).toEqual(['state_of_residence']);
  });
});
