// The insurance profile through GraphQL, as the web app drives it: sessions created and resumed, every form
// answered, branching on the birthdate, edits from the review and back, PREVIOUS and RELOAD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { buildApp } from '../src/app.ts';
import { FlowDefinitionError } from '../src/modules/flows/flow-registry.ts';
import { changeSession } from '../src/modules/flows/flows.repository.ts';
import { registered, verifiedUser } from './support/accounts.ts';
import {
  answerAndNext,
  answersFor,
  respond,
  bornYearsAgo,
  startFlow,
  encryptSensitive,
  fetchForm,
  inputById,
  itemByKey,
  startedFlow,
  type FlowSession,
} from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profileQuery = `{ profile {
  firstName middleName lastName suffix birthdate gender age taxIdSet
  activeAddress { street1 street2 city state postalCode formattedDisplay country { alpha2 name } }
  phoneNumbers { mask status }
} }`;

/** Walks a new user's insurance profile up to the review screen. */
async function toReview(token: string, options: { phone?: boolean } = {}) {
  const session = await startedFlow(t, token, 'insurance-profile');
  let { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
  const steps: Array<[string, Record<string, unknown>]> = [
    [
      'insurance-profile-name',
      {
        'profile.firstName': 'Ada',
        'profile.middleName': 'B',
        'profile.lastName': 'Lovelace',
        'profile.suffix': null,
      },
    ],
    ['insurance-profile-birthdate', { 'profile.birthdate': '12/10/1990' }],
    ['insurance-profile-gender', { 'profile.gender': 'female' }],
    [
      'insurance-profile-address',
      {
        'profile.address.street1': '200 Main St',
        'profile.address.street2': 'Apt 4',
        'profile.address.city': 'Columbus',
        'profile.address.state': 'oh',
        'profile.address.postalCode': '43215',
      },
    ],
    ['insurance-profile-phone', options.phone === false ? {} : { 'profile.phoneNumber': '6145550134' }],
    ['insurance-profile-ssn', { 'profile.taxId': await encryptSensitive(t, '123-45-6789') }],
  ];
  for (const [slug, values] of steps) {
    expect(form!.slug).toBe(slug);
    ({ form } = await answerAndNext(t, token, session, form!, values));
  }
  expect(form!.slug).toBe('insurance-profile-review-screen');
  return { session, review: form! };
}

const subtext = (form: Form, key: string) => {
  const row = itemByKey(form, key);
  return row.type === 'listRow' ? row.content.leadingColumn.subtext : undefined;
};

describe('the insurance-profile flow', () => {
  it('is a flow with its record and default scope (reinstatement, spec 001 §4.1)', async () => {
    const { tokens } = await registered(t);
    const result = await t.graphql<{ flow: unknown; missing: unknown }>(
      '{ flow(slug: "insurance-profile") { id slug terminalBehavior defaultScope } missing: flow(slug: "nope") { id } }',
      {},
      { token: tokens.accessToken },
    );
    expect(result.data).toEqual({
      flow: {
        id: 'insurance-profile',
        slug: 'insurance-profile',
        terminalBehavior: 'FINISH',
        defaultScope: 'REINSTATEMENT',
      },
      missing: null,
    });
  });

  it('walks every form to the review, which shows the answers with the SSN masked', async () => {
    const { tokens } = await registered(t);
    const { session, review } = await toReview(tokens.accessToken);
    expect(review.layout).toBe('profileReview');
    expect(itemByKey(review, 'title')).toMatchObject({ content: { text: 'Verify & continue' } });
    expect(itemByKey(review, 'subtitle')).toMatchObject({
      content: { text: 'Before moving on, please confirm the information you’ve provided is correct.' },
    });
    expect(
      Object.fromEntries(
        ['name', 'birthdate', 'phone-number', 'gender', 'primary-residence', 'tax-id'].map((key) => {
          const row = itemByKey(review, key);
          return [row.type === 'listRow' ? row.content.leadingColumn.text : key, subtext(review, key)];
        }),
      ),
    ).toEqual({
      Name: 'Ada B Lovelace',
      Birthdate: '12/10/1990',
      'Phone number': '(***) ***-0134',
      Gender: 'Female',
      'Primary Residence': '200 Main St, Apt 4, Columbus, OH 43215',
      'Taxpayer ID Number': '***-**-****',
    });
    expect(itemByKey(review, 'name')).toMatchObject({
      content: {
        actions: [
          {
            type: 'api',
            command: {
              destination: 'setFormAction',
              arguments: [{ name: 'action', source: 'edit:insurance-profile-name', sourceType: 'literal' }],
            },
          },
          { type: 'api', command: { destination: 'nextForm' } },
        ],
      },
    });
    expect(itemByKey(review, 'verify')).toMatchObject({
      content: { text: 'Verify & continue', actions: [{ command: { destination: 'finishFlow' } }] },
    });
    const position = await fetchForm(t, tokens.accessToken, {
      flowSessionId: session.id,
      direction: 'RELOAD',
    });
    expect(position.flowSession).toMatchObject({
      formIndex: 6,
      currentFormSlug: 'insurance-profile-review-screen',
    });

    const profile = await t.graphql('' + profileQuery, {}, { token: tokens.accessToken });
    expect(profile.data).toEqual({
      profile: {
        firstName: 'Ada',
        middleName: 'B',
        lastName: 'Lovelace',
        suffix: null,
        birthdate: '1990-12-10',
        gender: 'FEMALE',
        age: 35,
        taxIdSet: true,
        activeAddress: {
          street1: '200 Main St',
          street2: 'Apt 4',
          city: 'Columbus',
          state: 'OH',
          postalCode: '43215',
          formattedDisplay: '200 Main St, Apt 4, Columbus, OH 43215',
          country: { alpha2: 'US', name: 'United States' },
        },
        phoneNumbers: [{ mask: '(***) ***-0134', status: 'PENDING' }],
      },
    });
  });

  it('resumes the same session on the same form with the answers kept (another device too)', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const { form: birthdate } = await answerAndNext(t, token, session, form!, {
      'profile.firstName': 'Grace',
      'profile.lastName': 'Hopper',
    });
    expect(birthdate!.slug).toBe('insurance-profile-birthdate');

    const resumed = await startedFlow(t, token, 'insurance-profile');
    expect(resumed).toEqual<FlowSession>({
      id: session.id,
      flowSlug: 'insurance-profile',
      flowScope: 'REINSTATEMENT',
      formIndex: 1,
      currentFormSlug: 'insurance-profile-birthdate',
      finished: false,
    });
    const reloaded = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(reloaded.form!.slug).toBe('insurance-profile-birthdate');
    const back = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'PREVIOUS',
      currentFormIdentifier: 'insurance-profile-birthdate',
    });
    expect(back.flowSession!.formIndex).toBe(0);
    expect(inputById(back.form!, 'profile.firstName').content).toMatchObject({ value: 'Grace' });
    expect(inputById(back.form!, 'profile.lastName').content).toMatchObject({ value: 'Hopper' });
  });

  it('edits an answer from the review and returns to the review', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const { session } = await toReview(token);
    const edit = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'insurance-profile-review-screen',
      criteria: { action: 'edit:insurance-profile-address' },
    });
    expect(edit.error).toBeNull();
    expect(edit.form!.slug).toBe('insurance-profile-address');
    expect(edit.flowSession!.formIndex).toBe(7);
    expect(inputById(edit.form!, 'profile.address.city').content).toMatchObject({ value: 'Columbus' });

    const { form: review } = await answerAndNext(t, token, session, edit.form!, {
      'profile.address.street1': '100 Main St',
      'profile.address.street2': null,
      'profile.address.city': 'Chicago',
      'profile.address.state': 'IL',
      'profile.address.postalCode': '60601',
    });
    expect(review!.slug).toBe('insurance-profile-review-screen');
    expect(subtext(review!, 'primary-residence')).toBe('100 Main St, Chicago, IL 60601');
    // The old address is kept as history; only one is active.
    const { rows } = await t.database.pool.query(
      'select city, active from addresses where user_id = (select user_id from flow_sessions where id = $1) order by created_at',
      [session.id],
    );
    expect(rows).toEqual([
      { city: 'Columbus', active: false },
      { city: 'Chicago', active: true },
    ]);
  });

  it('refuses an edit jump to a form the session has not shown', async () => {
    const { tokens } = await registered(t);
    const session = await startedFlow(t, tokens.accessToken, 'insurance-profile');
    const { form } = await fetchForm(t, tokens.accessToken, {
      flowSessionId: session.id,
      direction: 'RELOAD',
    });
    const saved = await respond(t, tokens.accessToken, {
      flowSessionId: session.id,
      formIdentifier: 'insurance-profile-name',
      fieldResponses: answersFor(form!, { 'profile.firstName': 'Ada', 'profile.lastName': 'Byron' }),
    });
    expect(saved.error).toBeNull();
    const jump = await fetchForm(t, tokens.accessToken, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'insurance-profile-name',
      criteria: { action: 'edit:insurance-profile-review-screen' },
    });
    expect(jump.error!.code).toBe('FORM_OUT_OF_DATE');
  });

  it('moves back with PREVIOUS (the first form stays put) and reloads a visited form by slug or "previous"', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const { session } = await toReview(token, { phone: true });
    const previous = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'PREVIOUS',
      currentFormIdentifier: 'insurance-profile-review-screen',
    });
    expect(previous.form!.slug).toBe('insurance-profile-ssn');
    expect(inputById(previous.form!, 'profile.taxId').content).toMatchObject({ prefilled: true });
    expect(JSON.stringify(previous.form)).not.toContain('6789');

    const refreshed = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'RELOAD',
      target: 'previous',
    });
    expect(refreshed.form!.slug).toBe('insurance-profile-phone');
    expect(refreshed.flowSession!.formIndex).toBe(4);
    const bySlug = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'RELOAD',
      target: 'insurance-profile-birthdate',
    });
    expect(bySlug.form!.slug).toBe('insurance-profile-birthdate');
    expect(inputById(bySlug.form!, 'profile.birthdate').content).toMatchObject({ value: '1990-12-10' });
    expect(bySlug.flowSession!.formIndex).toBe(1);
    const unvisited = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'RELOAD',
      target: 'insurance-profile-review-screen',
    });
    expect(unvisited.error!.code).toBe('FORM_OUT_OF_DATE');

    await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'RELOAD',
      target: 'insurance-profile-name',
    });
    const first = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'PREVIOUS',
      currentFormIdentifier: 'insurance-profile-name',
    });
    expect(first.form!.slug).toBe('insurance-profile-name');
    expect(first.flowSession!.formIndex).toBe(0);
    expect(inputById(first.form!, 'profile.firstName').content).toMatchObject({ value: 'Ada' });
  });

  it.each([
    [17, 'insurance-profile-too-young', '/ineligible/age_of_insured'],
    [46, 'insurance-profile-too-old', '/coverage-denied/dob'],
  ])('accepts a birthdate of age %i and branches to the terminal form %s', async (age, slug, destination) => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const { form: birthdate } = await answerAndNext(t, token, session, form!, {
      'profile.firstName': 'Kid',
      'profile.lastName': 'Smith',
    });
    const { form: terminal } = await answerAndNext(t, token, session, birthdate!, {
      'profile.birthdate': bornYearsAgo(age),
    });
    expect(terminal!.slug).toBe(slug);
    expect(terminal!.layout).toBe('terminal');
    expect(itemByKey(terminal!, 'ok')).toMatchObject({
      content: {
        actions: [
          {
            type: 'api',
            command: { destination: 'finishFlow', arguments: [{ name: 'link', source: destination }] },
          },
        ],
      },
    });
    const reasons = await t.graphql<{ userIneligibleReasons: { ineligibleCoverageReasons: string[] } }>(
      '{ userIneligibleReasons { ineligibleCoverageReasons } }',
      {},
      { token },
    );
    expect(reasons.data!.userIneligibleReasons.ineligibleCoverageReasons).toEqual(['age_of_insured']);

    const done = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'NEXT',
      currentFormIdentifier: slug,
    });
    expect(done).toMatchObject({
      form: null,
      flowSession: { finished: true, currentFormSlug: null },
      error: null,
    });
    const again = await startedFlow(t, token, 'insurance-profile');
    expect(again.id).not.toBe(session.id);
    expect(again.currentFormSlug).toBe('insurance-profile-name');
  });

  it('starts anew from the start when asked, with the profile prefilled', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const { session } = await toReview(token);
    const fresh = await startedFlow(t, token, 'insurance-profile', { fromStart: true });
    expect(fresh.id).not.toBe(session.id);
    expect(fresh).toMatchObject({ formIndex: 0, currentFormSlug: 'insurance-profile-name' });
    const { form } = await fetchForm(t, token, { flowSessionId: fresh.id, direction: 'RELOAD' });
    expect(inputById(form!, 'profile.firstName').content).toMatchObject({ value: 'Ada' });
    // The abandoned session answers as if it did not exist.
    const stale = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(stale.error!.code).toBe('FLOW_SESSION_NOT_FOUND');
  });

  it('shows the account’s active phone read-only and keeps it', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const { review, session } = await toReview(token, { phone: false });
    expect(subtext(review, 'phone-number')).toBe(user.phone.mask);
    const phone = await fetchForm(t, token, {
      flowSessionId: session.id,
      direction: 'RELOAD',
      target: 'insurance-profile-phone',
    });
    expect(inputById(phone.form!, 'profile.phoneNumber').content).toMatchObject({
      value: user.phone.mask,
      disabled: true,
    });
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from phone_numbers where status <> 'replaced' and user_id = (select user_id from flow_sessions where id = $1)",
      [session.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('lets one of two tabs move the session from a form; the other is out of date', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const saved = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: form!.slug,
      fieldResponses: answersFor(form!, { 'profile.firstName': 'Ada', 'profile.lastName': 'Byron' }),
    });
    expect(saved.error).toBeNull();
    const next = () =>
      fetchForm(t, token, {
        flowSessionId: session.id,
        direction: 'NEXT',
        currentFormIdentifier: form!.slug,
      });
    const outcomes = await Promise.all([next(), next()]);
    expect(outcomes.map((outcome) => outcome.error?.code ?? outcome.form!.slug).sort()).toEqual([
      'FORM_OUT_OF_DATE',
      'insurance-profile-birthdate',
    ]);
    // A change computed from an older version writes nothing.
    const { rows } = await t.database.pool.query('select version from flow_sessions where id = $1', [
      session.id,
    ]);
    const stale = await changeSession(
      t.database.db,
      { id: session.id, version: rows[0].version - 1 },
      {
        history: ['insurance-profile-name'],
        updatedAt: new Date(),
      },
    );
    expect(stale).toBeUndefined();
    const position = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(position.flowSession!.currentFormSlug).toBe('insurance-profile-birthdate');
  });

  it('keeps a session per scope: the spec’s defaults, or the scope asked for', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const defaults = await Promise.all(
      ['onboarding-intro', 'insurance-profile', 'ineligibility-warning', 'pre-verified-initial-data'].map(
        (slug) => startedFlow(t, token, slug),
      ),
    );
    expect(defaults.map((session) => session.flowScope)).toEqual([
      'NEW_POLICY',
      'REINSTATEMENT',
      'NEW_POLICY',
      'NEW_POLICY',
    ]);
    const newPolicy = await startedFlow(t, token, 'insurance-profile', { flowScope: 'NEW_POLICY' });
    expect(newPolicy.flowScope).toBe('NEW_POLICY');
    expect(newPolicy.id).not.toBe(defaults[1]!.id);
  });

  it('runs the onboarding intro through its three forms to the end', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'onboarding-intro');
    const slugs: string[] = [];
    let { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    while (form) {
      slugs.push(form.slug);
      ({ form } = await answerAndNext(t, token, session, form));
    }
    expect(slugs).toEqual([
      'onboarding-intro-time',
      'onboarding-intro-checklist',
      'onboarding-intro-privacy',
    ]);
    const privacy = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(privacy).toMatchObject({ form: null, flowSession: { finished: true, formIndex: 2 } });
  });
});

describe('the beneficiary flow', () => {
  it('is new_policy by default, shows the intro, then the review with its pages, and finishes', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'beneficiary');
    expect(session.flowScope).toBe('NEW_POLICY');
    const intro = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(intro.form!.slug).toBe('beneficiary-intro');
    expect(itemByKey(intro.form!, 'title')).toMatchObject({
      content: { text: 'Who should receive your benefit?' },
    });
    const review = await answerAndNext(t, token, session, intro.form!);
    expect(review.form).toMatchObject({ slug: 'beneficiary-review', layout: 'myBeneficiaries' });
    const destinations = ['add-primary', 'edit-allocations', 'add-backup'].map(
      (key) =>
        (itemByKey(review.form!, key)!.content as { actions: Array<{ command: { destination: string } }> })
          .actions[0]!.command.destination,
    );
    expect(destinations).toEqual([
      '/beneficiary/select-type/wysh-insurance/primary',
      '/beneficiary/allocation/wysh-insurance',
      '/beneficiary/select-type/wysh-insurance/backup',
    ]);
    const end = await answerAndNext(t, token, session, review.form!);
    expect(end).toMatchObject({ form: null, flowSession: { finished: true } });
  });

  it('runs for a policyholder from the account in the policy_holder scope, apart from the application', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const application = await startedFlow(t, token, 'beneficiary');
    const account = await startedFlow(t, token, 'beneficiary', { flowScope: 'POLICY_HOLDER' });
    expect(account.flowScope).toBe('POLICY_HOLDER');
    expect(account.id).not.toBe(application.id);
  });
});

describe('one round trip per press', () => {
  it('starts a flow in one request: the session with its flow and current form', async () => {
    const { tokens } = await registered(t);
    const started = await startFlow(t, tokens.accessToken, 'insurance-profile');
    expect(started.error).toBeNull();
    expect(started.flow).toEqual({
      id: 'insurance-profile',
      slug: 'insurance-profile',
      terminalBehavior: 'FINISH',
      defaultScope: 'REINSTATEMENT',
    });
    expect(started.flowSession).toMatchObject({ formIndex: 0, currentFormSlug: 'insurance-profile-name' });
    const reload = await fetchForm(t, tokens.accessToken, {
      flowSessionId: started.flowSession!.id,
      direction: 'RELOAD',
    });
    expect(started.form).toEqual(reload.form);
    const unknown = await startFlow(t, tokens.accessToken, 'no-such-flow');
    expect(unknown).toMatchObject({
      flow: null,
      flowSession: null,
      form: null,
      error: { code: 'FLOW_NOT_FOUND' },
    });
  });

  it('saves the answers and answers the next form when asked (next: true), as fetchForm NEXT would', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const saved = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: form!.slug,
      fieldResponses: answersFor(form!, { 'profile.firstName': 'Ada', 'profile.lastName': 'Lovelace' }),
      next: true,
    });
    expect(saved).toMatchObject({
      validationErrors: [],
      error: null,
      flowSession: { formIndex: 1, currentFormSlug: 'insurance-profile-birthdate' },
      next: { error: null, flowSession: { formIndex: 1, currentFormSlug: 'insurance-profile-birthdate' } },
    });
    const reload = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(saved.next!.form).toEqual(reload.form);
    // Not asked: saved only, the session stays on the form (as before).
    const again = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: 'insurance-profile-birthdate',
      fieldResponses: answersFor(reload.form!, { 'profile.birthdate': '12/10/1990' }),
    });
    expect(again).toMatchObject({
      error: null,
      next: null,
      flowSession: { currentFormSlug: 'insurance-profile-birthdate' },
    });
  });

  it('keeps the answers saved when the move is refused, and says why in next.error', async () => {
    const { tokens } = await registered(t);
    const token = tokens.accessToken;
    const session = await startedFlow(t, token, 'insurance-profile');
    const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    const saved = await respond(t, token, {
      flowSessionId: session.id,
      formIdentifier: form!.slug,
      fieldResponses: answersFor(form!, { 'profile.firstName': 'Ada', 'profile.lastName': 'Lovelace' }),
      next: true,
      // An edit jump to a form the session has not shown is refused (as fetchForm NEXT refuses it).
      criteria: { action: 'edit:insurance-profile-ssn' },
    });
    expect(saved).toMatchObject({
      validationErrors: [],
      error: null,
      flowSession: { currentFormSlug: 'insurance-profile-name' },
      next: { form: null, flowSession: null, error: { code: 'FORM_OUT_OF_DATE' } },
    });
    const reload = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
    expect(inputById(reload.form!, 'profile.firstName').content).toMatchObject({ value: 'Ada' });
  });
});

describe('start-up', () => {
  it('stops when a flow definition is broken, naming flow and form', async () => {
    const broken = [
      {
        slug: 'broken',
        terminalBehavior: 'finish' as const,
        defaultScope: 'new_policy' as const,
        forms: [{ form: { slug: 'only', layout: 'vertical' as const, items: [] }, otherwise: 'missing' }],
      },
    ];
    const start = buildApp({
      config: t.config,
      database: t.database,
      logger: t.app.log as never,
      clock: t.clock,
      flowDefinitions: broken,
    });
    await expect(start).rejects.toThrow(FlowDefinitionError);
    await expect(start).rejects.toThrow(
      'Flow "broken", form "only": next form "missing" is not a form of this flow',
    );
  });
});
