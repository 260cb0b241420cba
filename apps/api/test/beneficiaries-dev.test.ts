// The sandbox's /dev/beneficiaries/attach-to-policy: makes the caller (named by their access token) a
// policyholder, their beneficiaries a new policy's, so a person or a browser test meets pending changes before
// the purchase exists. It touches only the caller's own beneficiaries, refuses a second attach, is not there for
// a stranger, and does not exist at all with live providers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const address = { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' };
type Lists = {
  list: Array<{ id: string; assignedEntity: { type: string; id: string } }>;
  pending: Array<{ id: string; carriesId: string | null }>;
};

async function user() {
  // Verified: a policy's beneficiaries are read only with the phone code.
  return (await verifiedUser(t)).tokens.accessToken;
}

async function addPrimary(token: string, firstName: string) {
  const result = await t.graphql<{ createBeneficiary: { beneficiary: { id: string } | null } }>(
    `mutation ($input: CreateBeneficiaryInput!) { createBeneficiary(input: $input) { beneficiary { id } } }`,
    {
      input: {
        type: 'INDIVIDUAL',
        responsibility: 'PRIMARY',
        contact: { firstName, lastName: 'Lee', birthdate: '1990-04-02', relationship: 'spouse' },
        address,
      },
    },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createBeneficiary.beneficiary!.id;
}

async function lists(token: string): Promise<Lists> {
  const result = await t.graphql<{ getBeneficiaries: Lists }>(
    '{ getBeneficiaries { list { id assignedEntity { type id } } pending { id carriesId } } }',
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.getBeneficiaries;
}

const attach = (app: TestApp, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  app.app.inject({ method: 'POST', url: '/dev/beneficiaries/attach-to-policy', headers, payload });

describe('/dev/beneficiaries/attach-to-policy', () => {
  it("attaches the caller's own beneficiaries to a new policy, and nobody else's", async () => {
    const ada = await user();
    const bob = await user();
    const adaId = await addPrimary(ada, 'Ann');
    const bobId = await addPrimary(bob, 'Bo');

    const response = await attach(t, { authorization: `Bearer ${ada}` });
    expect(response.statusCode).toBe(200);
    const { policyId } = response.json<{ policyId: string }>();
    expect(policyId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await lists(ada)).list).toEqual([
      { id: adaId, assignedEntity: { type: 'Policy', id: policyId } },
    ]);
    // Bob's are still his membership's: the route named Ada by her token and touched only hers.
    const bobs = await lists(bob);
    expect(bobs.list).toHaveLength(1);
    expect(bobs.list[0]!.id).toBe(bobId);
    expect(bobs.list[0]!.assignedEntity.type).toBe('InsuranceMembership');

    // Once a policy's, a second attach is refused and changes nothing.
    const again = await attach(t, { authorization: `Bearer ${ada}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_on_policy');
    expect((await lists(ada)).list[0]!.assignedEntity).toEqual({ type: 'Policy', id: policyId });

    // From then on an edit is a pending change.
    const edit = await t.graphql<{ updateBeneficiary: { success: boolean } }>(
      `mutation ($input: UpdateBeneficiaryInput!) { updateBeneficiary(input: $input) { success } }`,
      { input: { beneficiaryId: adaId, contact: { firstName: 'Anne' } } },
      { token: ada },
    );
    expect(edit.data!.updateBeneficiary.success).toBe(true);
    // ...whose copy names the beneficiary in force it carries forward.
    const pending = (await lists(ada)).pending;
    expect(pending).toHaveLength(1);
    expect(pending[0]!.id).not.toBe(adaId);
    expect(pending[0]!.carriesId).toBe(adaId);
  });

  it('asks for a signed-in person and a primary beneficiary, and refuses bad input', async () => {
    expect((await attach(t, {})).statusCode).toBe(401);
    expect((await attach(t, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);

    const nobody = await user();
    const empty = await attach(t, { authorization: `Bearer ${nobody}` });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe('no_primary');

    const bad = await attach(t, { authorization: `Bearer ${nobody}` }, { policyId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('is not there for a stranger (not the loopback operator)', async () => {
    const token = await user();
    await addPrimary(token, 'Cy');
    const response = await attach(t, { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' });
    expect(response.statusCode).toBe(404);
    expect((await lists(token)).list[0]!.assignedEntity.type).toBe('InsuranceMembership');
  });

  it('does not exist when real providers are configured', async () => {
    const live = await startTestApp({ PROVIDERS: 'live' });
    try {
      const response = await attach(live, { authorization: 'Bearer whatever' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('policyId');
    } finally {
      await live.close();
    }
  });
});
