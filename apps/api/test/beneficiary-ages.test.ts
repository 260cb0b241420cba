// Every kind of beneficiary's age rule holds on the server, not only in the browser (issue 23, 7b): a minor is
// under 21, an individual 21 or older (spec 001 §5), and no one is born in the future. A refused beneficiary is a
// field error on birthdate, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The test app's today is 2026-11-21.
const address = { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' };
const payload = `success error { code message fields { field message } } beneficiary { id }`;

type Payload = {
  success: boolean;
  error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
  beneficiary: { id: string } | null;
};

async function mutate(token: string, name: string, input: Record<string, unknown>): Promise<Payload> {
  const type = name[0]!.toUpperCase() + name.slice(1);
  const result = await t.graphql<Record<string, Payload>>(
    `mutation ($input: ${type}Input!) { ${name}(input: $input) { ${payload} } }`,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}

const person = (type: 'INDIVIDUAL' | 'MINOR', birthdate: string) => ({
  type,
  responsibility: 'PRIMARY',
  contact: {
    firstName: 'Kit',
    lastName: 'Lee',
    birthdate,
    ...(type === 'MINOR' ? { parentGuardianInfo: 'Ann Lee' } : {}),
  },
  address,
});

async function storedBeneficiaries(token: string): Promise<number> {
  const me = await t.graphql<{ currentUser: { id: string } }>('{ currentUser { id } }', {}, { token });
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from beneficiaries b
       join insurance_memberships m on m.id = b.insurance_membership_id
       join constellations c on c.id = m.constellation_id where c.user_id = $1`,
    [me.data!.currentUser.id],
  );
  return rows[0]!.n;
}

describe('the age rule of each kind of beneficiary', () => {
  it.each([
    ['a minor born in 1986', person('MINOR', '1986-03-02'), 'A minor must be under 21'],
    ['a minor who turned 21 today', person('MINOR', '2005-11-21'), 'A minor must be under 21'],
    ['an individual under 21', person('INDIVIDUAL', '2010-05-05'), 'Your beneficiary must be 21+'],
    ['a minor born in the future', person('MINOR', '2027-01-10'), 'Please enter a valid date'],
    ['an individual born in the future', person('INDIVIDUAL', '2030-01-10'), 'Please enter a valid date'],
  ])('refuses %s with a field error on birthdate, storing nothing', async (_case, input, message) => {
    const token = (await verifiedUser(t)).tokens.accessToken;
    const created = await mutate(token, 'createBeneficiary', input);
    expect(created.success).toBe(false);
    expect(created.beneficiary).toBeNull();
    expect(created.error?.fields).toEqual([{ field: 'birthdate', message }]);
    expect(await storedBeneficiaries(token)).toBe(0);
  });

  it('takes a minor under 21 and an individual of 21, and refuses an update that makes the minor 40', async () => {
    const token = (await verifiedUser(t)).tokens.accessToken;
    const adult = await mutate(token, 'createBeneficiary', person('INDIVIDUAL', '2005-11-21'));
    expect(adult.error).toBeNull();
    const child = await mutate(token, 'createBeneficiary', person('MINOR', '2005-11-22'));
    expect(child.error).toBeNull();

    const aged = await mutate(token, 'updateBeneficiary', {
      beneficiaryId: child.beneficiary!.id,
      contact: { birthdate: '1986-03-02' },
    });
    expect(aged.error?.fields).toEqual([{ field: 'birthdate', message: 'A minor must be under 21' }]);
    const { rows } = await t.database.pool.query<{ birthdate: string }>(
      `select to_char(birthdate, 'YYYY-MM-DD') as birthdate from beneficiaries where id = $1`,
      [child.beneficiary!.id],
    );
    expect(rows[0]!.birthdate).toBe('2005-11-22');
  });
});
