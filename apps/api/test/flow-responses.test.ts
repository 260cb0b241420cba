// createResponse on the server's own copy of each form: values the browser would refuse are refused with the
// spec's words, a refused submission changes nothing, and the SSN never appears in clear (database or log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { addPhone, registered } from './support/accounts.ts';
import {
  answerAndNext,
  answersFor,
  encryptSensitive,
  fetchForm,
  respond,
  startedFlow,
} from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const names = { 'profile.firstName': 'Ada', 'profile.middleName': 'B', 'profile.lastName': 'Lovelace' };
const ohio = {
  'profile.address.street1': '100 Main St',
  'profile.address.city': 'Columbus',
  'profile.address.state': 'OH',
  'profile.address.postalCode': '43215',
};

/** A new user's insurance-profile session, answered up to (and showing) the form `slug`. */
async function sessionAt(slug: string) {
  const { tokens } = await registered(t);
  const token = tokens.accessToken;
  const session = await startedFlow(t, token, 'insurance-profile');
  let { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
  const answers: Record<string, Record<string, unknown>> = {
    'insurance-profile-name': names,
    'insurance-profile-birthdate': { 'profile.birthdate': '1990-12-10' },
    'insurance-profile-gender': { 'profile.gender': 'male' },
    'insurance-profile-address': ohio,
    'insurance-profile-phone': { 'profile.phoneNumber': '6145550188' },
  };
  while (form!.slug !== slug) ({ form } = await answerAndNext(t, token, session, form!, answers[form!.slug]));
  return { token, session, form: form! };
}

async function submit(
  context: { token: string; session: { id: string }; form: Form },
  values: Record<string, unknown>,
  extra: unknown[] = [],
) {
  return respond(t, context.token, {
    flowSessionId: context.session.id,
    formIdentifier: context.form.slug,
    fieldResponses: [...answersFor(context.form, values), ...extra],
  });
}

/** Every row a submission could touch, for "nothing changed". */
async function snapshot(sessionId: string) {
  const query = async (sql: string) => (await t.database.pool.query(sql, [sessionId])).rows;
  const owner = '(select user_id from flow_sessions where id = $1)';
  return {
    responses: await query(
      'select field_id, value, updated_at from flow_responses where flow_session_id = $1 order by field_id',
    ),
    session: await query('select history, return_to, updated_at from flow_sessions where id = $1'),
    user: await query(
      `select first_name, middle_name, last_name, suffix, birthdate, gender from users where id = ${owner}`,
    ),
    addresses: await query(`select * from addresses where user_id = ${owner}`),
    phones: await query(`select * from phone_numbers where user_id = ${owner}`),
    taxIds: await query(`select * from tax_ids where user_id = ${owner}`),
  };
}

describe('server-side validation with the spec’s words', () => {
  it.each<
    [
      string,
      string,
      Record<string, unknown>,
      { fieldId: string; code: string; message: string; fullMessage: string },
    ]
  >([
    [
      'a two-letter middle initial',
      'insurance-profile-name',
      { ...names, 'profile.middleName': 'BC' },
      {
        fieldId: 'profile.middleName',
        code: 'middleInitial',
        message: 'Middle inital must be one character',
        fullMessage: 'Middle initial: Middle inital must be one character',
      },
    ],
    [
      'a name with digits',
      'insurance-profile-name',
      { ...names, 'profile.lastName': 'L0velace' },
      {
        fieldId: 'profile.lastName',
        code: 'alphabetical',
        message: 'Must be only alphabetical characters',
        fullMessage: 'Last name: Must be only alphabetical characters',
      },
    ],
    [
      'a missing required name',
      'insurance-profile-name',
      { ...names, 'profile.firstName': '   ' },
      {
        fieldId: 'profile.firstName',
        code: 'required',
        message: 'Required',
        fullMessage: 'First name: Required',
      },
    ],
    [
      'a date that does not exist',
      'insurance-profile-birthdate',
      { 'profile.birthdate': '02/30/1990' },
      {
        fieldId: 'profile.birthdate',
        code: 'date',
        message: 'Please enter a valid date',
        fullMessage: 'Date of birth: Please enter a valid date',
      },
    ],
    [
      'a birthdate in the future',
      'insurance-profile-birthdate',
      { 'profile.birthdate': '2027-01-01' },
      {
        fieldId: 'profile.birthdate',
        code: 'date',
        message: 'Please enter a valid date',
        fullMessage: 'Date of birth: Please enter a valid date',
      },
    ],
    [
      'an option the form does not offer',
      'insurance-profile-gender',
      { 'profile.gender': 'other' },
      { fieldId: 'profile.gender', code: 'required', message: 'Required', fullMessage: 'Gender: Required' },
    ],
    [
      'a state the product is not filed in (Texas)',
      'insurance-profile-address',
      {
        ...ohio,
        'profile.address.state': 'TX',
        'profile.address.city': 'Austin',
        'profile.address.postalCode': '78701',
      },
      {
        fieldId: 'profile.address.state',
        code: 'stateUnsupported',
        message: "Looks like that state isn't currently supported",
        fullMessage: "State: Looks like that state isn't currently supported",
      },
    ],
    [
      'a ZIP code of four digits',
      'insurance-profile-address',
      { ...ohio, 'profile.address.postalCode': '4321' },
      {
        fieldId: 'profile.address.postalCode',
        code: 'postalCode',
        message: 'This should be a 5-digit ZIP code',
        fullMessage: 'ZIP code: This should be a 5-digit ZIP code',
      },
    ],
    [
      'a phone number of nine digits',
      'insurance-profile-phone',
      { 'profile.phoneNumber': '614555018' },
      {
        fieldId: 'profile.phoneNumber',
        code: 'phoneNumber',
        message: 'This should be a 10-digit number',
        fullMessage: 'Phone number: This should be a 10-digit number',
      },
    ],
    [
      'a text where a name goes as a number',
      'insurance-profile-name',
      { ...names, 'profile.firstName': 42 },
      {
        fieldId: 'profile.firstName',
        code: 'invalidValue',
        message: "This answer isn't valid",
        fullMessage: "First name: This answer isn't valid",
      },
    ],
  ])('refuses %s', async (_case, slug, values, expected) => {
    const context = await sessionAt(slug);
    const before = await snapshot(context.session.id);
    const result = await submit(context, values);
    expect(result.validationErrors).toEqual([expected]);
    expect(result.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expected.fullMessage,
      fields: [{ field: expected.fieldId, message: expected.message }],
    });
    expect(await snapshot(context.session.id)).toEqual(before);
  });

  it('refuses a bad SSN (decrypted, then checked), an unencrypted one, and one for another key', async () => {
    const context = await sessionAt('insurance-profile-ssn');
    const before = await snapshot(context.session.id);
    const short = await submit(context, { 'profile.taxId': await encryptSensitive(t, '123-45-678') });
    expect(short.validationErrors).toEqual([
      {
        fieldId: 'profile.taxId',
        code: 'ssnTin',
        message: 'This should be a 9-digit number',
        fullMessage: 'Social Security number: This should be a 9-digit number',
      },
    ]);
    const clear = await submit(context, { 'profile.taxId': '123456789' });
    const otherKey = await submit(context, {
      'profile.taxId': { ...(await encryptSensitive(t, '123456789')), keyId: 'someone-elses-key' },
    });
    const missing = await submit(context, { 'profile.taxId': null });
    for (const refused of [clear, otherKey]) {
      expect(refused.validationErrors).toEqual([
        expect.objectContaining({ fieldId: 'profile.taxId', code: 'sensitiveData' }),
      ]);
    }
    expect(missing.validationErrors).toEqual([
      expect.objectContaining({ code: 'required', message: 'Required' }),
    ]);
    expect(await snapshot(context.session.id)).toEqual(before);
  });

  it('refuses numbers the SSA never issues, such as 000-00-0000', async () => {
    const context = await sessionAt('insurance-profile-ssn');
    const before = await snapshot(context.session.id);
    for (const never of ['000-00-0000', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000']) {
      const refused = await submit(context, { 'profile.taxId': await encryptSensitive(t, never) });
      expect(refused.validationErrors).toEqual([
        {
          fieldId: 'profile.taxId',
          code: 'ssnTin',
          message: 'This should be a 9-digit number',
          fullMessage: 'Social Security number: This should be a 9-digit number',
        },
      ]);
    }
    expect(await snapshot(context.session.id)).toEqual(before);
  });

  it('refuses unknown and repeated field ids, and changes nothing even when the other answers are good', async () => {
    const context = await sessionAt('insurance-profile-name');
    const before = await snapshot(context.session.id);
    const result = await submit(context, { ...names, 'profile.firstName': 'Grace' }, [
      { fieldId: 'isAdmin', inputType: 'inputToggle', required: false, value: true },
      { fieldId: 'profile.lastName', inputType: 'inputText', required: true, value: 'Hopper' },
    ]);
    expect(result.validationErrors.map((error) => [error.fieldId, error.code])).toEqual([
      ['isAdmin', 'unknownField'],
      ['profile.lastName', 'repeatedField'],
    ]);
    expect(await snapshot(context.session.id)).toEqual(before);
    const { rows } = await t.database.pool.query(
      'select first_name from users where id = (select user_id from flow_sessions where id = $1)',
      [context.session.id],
    );
    expect(rows[0].first_name).toBeNull();
  });

  it('accepts a 17-year-old’s birthdate: eligibility is a branch, not a validation error', async () => {
    const context = await sessionAt('insurance-profile-birthdate');
    const result = await submit(context, { 'profile.birthdate': '2009-06-15' });
    expect(result).toMatchObject({ validationErrors: [], error: null });
  });

  it('refuses an address the address provider does not know, with its words on the part at fault', async () => {
    const context = await sessionAt('insurance-profile-address');
    const before = await snapshot(context.session.id);
    const unknown = await submit(context, { ...ohio, 'profile.address.street1': '1 Nowhere Ln' });
    expect(unknown.validationErrors).toEqual([
      {
        fieldId: 'profile.address.street1',
        code: 'ADDRESS_NOT_FOUND',
        message: 'No address information available.',
        fullMessage: 'Street address: No address information available.',
      },
    ]);
    const noUnit = await submit(context, { ...ohio, 'profile.address.street1': '200 Main St' });
    expect(noUnit.validationErrors).toMatchObject([
      { fieldId: 'profile.address.street2', message: 'The address is missing a secondary number.' },
    ]);
    const outage = await submit(context, { ...ohio, 'profile.address.street1': '5 sandbox-error Rd' });
    expect(outage.validationErrors).toMatchObject([
      { fieldId: 'profile.address.street1', message: 'Looks like something went wrong.' },
    ]);
    expect(await snapshot(context.session.id)).toEqual(before);
  });

  it('keeps a verified address as verified, and the form says so when it shows it again', async () => {
    const context = await sessionAt('insurance-profile-address');
    const result = await submit(context, ohio);
    expect(result.validationErrors).toEqual([]);
    const { rows } = await t.database.pool.query(
      'select street1, verified_at from addresses where user_id = (select user_id from flow_sessions where id = $1) and active',
      [context.session.id],
    );
    expect(rows).toMatchObject([{ street1: '100 Main St', verified_at: expect.any(Date) }]);
    const { form } = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'RELOAD',
    });
    expect(form!.groups.find((group) => group.type === 'address')).toMatchObject({ verified: true });
  });

  it('stores answers in their outgoing shapes and writes the profile in the same transaction', async () => {
    const context = await sessionAt('insurance-profile-address');
    await submit(context, {
      ...ohio,
      'profile.address.state': ' oh ',
      'profile.address.street1': ' 100 Main St ',
    });
    const { rows } = await t.database.pool.query(
      "select field_id, value from flow_responses where flow_session_id = $1 and field_id like 'profile.address.%' order by field_id",
      [context.session.id],
    );
    expect(Object.fromEntries(rows.map((row) => [row.field_id, row.value]))).toEqual({
      'profile.address.city': 'Columbus',
      'profile.address.postalCode': '43215',
      'profile.address.state': 'OH',
      'profile.address.street1': '100 Main St',
      'profile.address.street2': null,
    });
  });
});

describe('a phone number answered in the flow', () => {
  it('joins the pending numbers within the cap of three: the oldest pending one makes way', async () => {
    const context = await sessionAt('insurance-profile-phone');
    for (const number of ['6145550101', '6145550102', '6145550103']) {
      t.clock.advance(1000);
      await addPhone(t, context.token, number);
    }
    t.clock.advance(1000);
    const saved = await submit(context, { 'profile.phoneNumber': '6145550104' });
    expect(saved.validationErrors).toEqual([]);
    expect(saved.error).toBeNull();
    const { rows } = await t.database.pool.query<{ e164: string }>(
      `select e164 from phone_numbers where status = 'pending'
       and user_id = (select user_id from flow_sessions where id = $1) order by e164`,
      [context.session.id],
    );
    expect(rows.map((row) => row.e164)).toEqual(['+16145550102', '+16145550103', '+16145550104']);
  });
});

describe('the form a response must answer', () => {
  it('answers FORM_OUT_OF_DATE for a form that is not the current one, and changes nothing', async () => {
    const context = await sessionAt('insurance-profile-gender');
    const before = await snapshot(context.session.id);
    const stale = await respond(t, context.token, {
      flowSessionId: context.session.id,
      formIdentifier: 'insurance-profile-name',
      fieldResponses: [],
    });
    expect(stale.error!.code).toBe('FORM_OUT_OF_DATE');
    expect(stale.flowSession!.currentFormSlug).toBe('insurance-profile-gender');
    const next = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'insurance-profile-name',
    });
    expect(next.error).toEqual({
      code: 'FORM_OUT_OF_DATE',
      message: 'This page is out of date. Please reload it.',
      fields: [],
    });
    const noIdentifier = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'PREVIOUS',
    });
    expect(noIdentifier.error!.code).toBe('FORM_OUT_OF_DATE');
    expect(await snapshot(context.session.id)).toEqual(before);
  });

  it('answers REQUIRED_INPUT_MISSING for NEXT before the required answers are saved', async () => {
    const context = await sessionAt('insurance-profile-name');
    const next = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'insurance-profile-name',
    });
    expect(next.error).toEqual({
      code: 'REQUIRED_INPUT_MISSING',
      message: 'Please answer every required question.',
      fields: [
        { field: 'profile.firstName', message: 'Required' },
        { field: 'profile.lastName', message: 'Required' },
      ],
    });
    expect(next.form).toBeNull();
  });
});

/** The strings and numbers of a parsed log line, however deep. */
function valuesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesIn);
  return [];
}

describe('the SSN', () => {
  it('is stored sealed: never in clear in any row, answer, response or log line; the review masks it', async () => {
    const context = await sessionAt('insurance-profile-ssn');
    const logLinesBefore = t.logs.length;
    const saved = await submit(context, { 'profile.taxId': await encryptSensitive(t, '219-09-9999') });
    expect(saved.error).toBeNull();
    const next = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'insurance-profile-ssn',
    });
    const review = next.form!;
    const taxRow = review.items.find((item) => item.key === 'tax-id');
    expect(taxRow).toMatchObject({
      content: { leadingColumn: { text: 'Taxpayer ID Number', subtext: '***-**-****' } },
    });

    const owner = '(select user_id from flow_sessions where id = $1)';
    const rows = async (sql: string) => (await t.database.pool.query(sql, [context.session.id])).rows;
    const [taxId] = await rows(`select * from tax_ids where user_id = ${owner}`);
    expect(taxId).toMatchObject({ last4: '9999', key_id: expect.any(String) });
    expect(Buffer.from(taxId.ciphertext, 'base64')).toHaveLength(9);
    const everything = JSON.stringify({
      taxId,
      responses: await rows('select * from flow_responses where flow_session_id = $1'),
      sessions: await rows(`select * from flow_sessions where user_id = ${owner}`),
      user: await rows(`select * from users where id = ${owner}`),
      secrets: (await t.database.pool.query("select name from server_secrets where name like 'sensitive%'"))
        .rows,
      review,
    });
    for (const clear of ['219099999', '219-09-9999']) expect(everything).not.toContain(clear);
    expect(everything).toContain('"taxIdSet":true');

    const logged = t.logs.slice(logLinesBefore).join('');
    expect(logged).toContain('/graphql');
    // Every value logged, read as values: a timing such as 34.91219099999944 holds the digits by chance.
    const loggedValues = logged
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => valuesIn(JSON.parse(line)));
    for (const clear of ['219099999', '219-09-9999']) {
      expect(loggedValues.filter((value) => value.includes(clear) && !/^\d+\.\d+$/.test(value))).toEqual([]);
    }

    // Sealed under the data key, bound to its owner: the row opens for its user only.
    const { loadSensitiveData } = await import('../src/modules/sensitive-data/sensitive-data.service.ts');
    const { openConfiguredServerSecrets } =
      await import('../src/modules/server-secrets/server-secrets.service.ts');
    const sensitive = await loadSensitiveData(openConfiguredServerSecrets(t.database.db, t.config), {});
    const sealed = {
      ciphertext: taxId.ciphertext,
      iv: taxId.iv,
      authTag: taxId.auth_tag,
      keyId: taxId.key_id,
    };
    expect(sensitive.unseal(sealed, taxId.user_id)).toBe('219099999');
    expect(() => sensitive.unseal(sealed, crypto.randomUUID())).toThrow();
  });

  it('keeps the number on file when the prefilled input is sent empty', async () => {
    const context = await sessionAt('insurance-profile-ssn');
    await submit(context, { 'profile.taxId': await encryptSensitive(t, '219099998') });
    const again = await submit(context, { 'profile.taxId': null });
    expect(again).toMatchObject({ validationErrors: [], error: null });
    const { rows } = await t.database.pool.query(
      'select last4 from tax_ids where user_id = (select user_id from flow_sessions where id = $1)',
      [context.session.id],
    );
    expect(rows).toEqual([{ last4: '9998' }]);
  });
});
