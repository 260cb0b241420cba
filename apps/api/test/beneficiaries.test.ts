// Beneficiaries (spec 001 §3.2, §4.11, §5, §7.4): the four kinds with their contact, a tax id sealed at rest and
// never returned, the allocation rules (whole, above 0, each group summing to 100), the 21+ and backup rules
// with the spec's words, removal of the last primary (promote or remove the backups), another user's ids answer
// NOT_FOUND, and refused input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from './support/accounts.ts';
import { encryptSensitive, executeGroupMutation } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const address = { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' };
const addressFields = 'id street1 street2 city state postalCode';
const beneficiaryFields = `id allocation responsibility type createdAt assignedEntity { type id }
  contact {
    __typename
    ... on IndividualContact { id firstName lastName birthdate phoneNumber email parentGuardianInfo taxIdSet
      requiredAddress { ${addressFields} } }
    ... on OrganizationContact { id name businessType taxIdSet requiredAddress { ${addressFields} } }
    ... on TrustContact { id name firstName lastName dateOfTrust trusteeTaxIdSet nullableAddress { ${addressFields} } }
  }`;
const listFields = `list { ${beneficiaryFields} } backup { ${beneficiaryFields} } pending { id }`;
const payloadFields = `success error { code message fields { field message } } beneficiaries { ${listFields} }`;

type Beneficiary = {
  id: string;
  allocation: number;
  responsibility: 'PRIMARY' | 'BACKUP';
  type: string;
  assignedEntity: { type: string; id: string };
  contact: Record<string, unknown>;
};
type Lists = { list: Beneficiary[]; backup: Beneficiary[]; pending: Beneficiary[] };
type Payload = {
  success: boolean;
  error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
  beneficiaries: Lists | null;
  beneficiary?: Beneficiary | null;
  status?: string | null;
};

async function list(token: string): Promise<Lists> {
  const result = await t.graphql<{ getBeneficiaries: Lists }>(
    `{ getBeneficiaries { ${listFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.getBeneficiaries;
}

async function mutate(token: string, name: string, input: Record<string, unknown>, extra = '') {
  const type = name[0]!.toUpperCase() + name.slice(1);
  const result = await t.graphql<Record<string, Payload>>(
    `mutation ($input: ${type}Input!) { ${name}(input: $input) { ${payloadFields} ${extra} } }`,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}

const create = (token: string, input: Record<string, unknown>) =>
  mutate(token, 'createBeneficiary', input, `beneficiary { ${beneficiaryFields} }`);
const update = (token: string, input: Record<string, unknown>) =>
  mutate(token, 'updateBeneficiary', input, `beneficiary { ${beneficiaryFields} }`);
const destroy = (token: string, input: Record<string, unknown>) => mutate(token, 'destroyBeneficiary', input);
const allocate = (
  token: string,
  beneficiaryAllocations: Array<{ beneficiaryId: string; allocation: number }>,
) => mutate(token, 'updateBeneficiaryAllocation', { beneficiaryAllocations }, 'status');

const individual = (overrides: Record<string, unknown> = {}) => ({
  type: 'INDIVIDUAL',
  responsibility: 'PRIMARY',
  contact: { firstName: 'Ann', lastName: 'Lee', birthdate: '1990-04-02', relationship: 'spouse' },
  address,
  ...overrides,
});
const trust = (overrides: Record<string, unknown> = {}) => ({
  type: 'TRUST',
  responsibility: 'PRIMARY',
  contact: { name: 'Lee Family Trust', firstName: 'Bo', lastName: 'Lee', dateOfTrust: '2015-06-01' },
  ...overrides,
});
const minor = (overrides: Record<string, unknown> = {}) => ({
  type: 'MINOR',
  responsibility: 'BACKUP',
  contact: { firstName: 'Kit', lastName: 'Lee', birthdate: '2018-01-15', parentGuardianInfo: 'Ann Lee' },
  address,
  ...overrides,
});

async function user() {
  return (await registered(t)).tokens.accessToken;
}

const rowsOf = async (ids: string[]) =>
  (await t.database.pool.query('select * from beneficiaries where id = any($1) order by position', [ids]))
    .rows;

describe('createBeneficiary and getBeneficiaries', () => {
  it('adds an individual, a trust without an address and a backup minor, splitting each group evenly', async () => {
    const token = await user();
    expect(await list(token)).toEqual({ list: [], backup: [], pending: [] });

    const first = await create(
      token,
      individual({
        contact: { ...individual().contact, phoneNumber: '(415) 555-0100', email: 'Ann@Example.com' },
      }),
    );
    expect(first.error).toBeNull();
    expect(first.beneficiary).toMatchObject({
      allocation: 100,
      responsibility: 'PRIMARY',
      type: 'INDIVIDUAL',
      assignedEntity: { type: 'InsuranceMembership' },
      contact: {
        __typename: 'IndividualContact',
        firstName: 'Ann',
        birthdate: '1990-04-02',
        phoneNumber: '4155550100',
        email: 'ann@example.com',
        taxIdSet: false,
        requiredAddress: { ...address, street2: null },
      },
    });

    const second = await create(token, trust());
    expect(second.error).toBeNull();
    expect(second.beneficiary!.contact).toMatchObject({
      __typename: 'TrustContact',
      name: 'Lee Family Trust',
      dateOfTrust: '2015-06-01',
      trusteeTaxIdSet: false,
      nullableAddress: null,
    });
    const backup = await create(token, minor());
    expect(backup.error).toBeNull();

    const lists = await list(token);
    expect(lists.list.map((b) => [b.type, b.allocation])).toEqual([
      ['INDIVIDUAL', 50],
      ['TRUST', 50],
    ]);
    expect(lists.backup.map((b) => [b.type, b.allocation, b.contact.parentGuardianInfo])).toEqual([
      ['MINOR', 100, 'Ann Lee'],
    ]);
    expect(lists.pending).toEqual([]);
  });

  it('refuses an individual under 21 with the spec words, and changes nothing', async () => {
    const token = await user();
    const payload = await create(
      token,
      individual({ contact: { firstName: 'Al', lastName: 'Lee', birthdate: '2006-01-01' } }),
    );
    expect(payload.success).toBe(false);
    expect(payload.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'birthdate', message: 'Your beneficiary must be 21+' }],
    });
    expect((await list(token)).list).toEqual([]);
  });

  it("refuses a backup without a primary: You can't have a backup without a primary", async () => {
    const token = await user();
    const payload = await create(token, minor());
    expect(payload.error).toEqual({
      code: 'BACKUP_WITHOUT_PRIMARY',
      message: "You can't have a backup without a primary",
      fields: [{ field: 'responsibility', message: "You can't have a backup without a primary" }],
    });
    expect(await list(token)).toEqual({ list: [], backup: [], pending: [] });
  });

  it('asks for an address (checked by the provider) except for a trust, and for the required fields of each kind', async () => {
    const token = await user();
    const noAddress = await create(token, individual({ address: undefined }));
    expect(noAddress.error!.fields).toEqual([{ field: 'street1', message: 'Required' }]);
    const unknown = await create(token, individual({ address: { ...address, street1: '1 Nowhere Ln' } }));
    expect(unknown.error!.fields).toEqual([
      { field: 'street1', message: 'No address information available.' },
    ]);
    const organization = await create(token, {
      type: 'ORGANIZATION',
      responsibility: 'PRIMARY',
      contact: { name: 'Red Cross' },
      address,
    });
    expect(organization.error!.fields).toEqual([{ field: 'businessType', message: 'Required' }]);
    const badContact = await create(
      token,
      individual({ contact: { ...individual().contact, phoneNumber: '123', email: 'nope' } }),
    );
    expect(badContact.error!.fields).toEqual([
      { field: 'phoneNumber', message: 'This should be a 10-digit number' },
      { field: 'email', message: 'Invalid email' },
    ]);
    expect((await list(token)).list).toEqual([]);
  });
});

describe('tax ids', () => {
  it('seals the tax id at rest, answers only taxIdSet, never logs it, and accepts only the browser envelope', async () => {
    const token = await user();
    const taxId = await encryptSensitive(t, '123-45-6789');
    const created = await create(token, individual({ taxId }));
    expect(created.beneficiary!.contact.taxIdSet).toBe(true);
    const id = created.beneficiary!.id;
    expect(JSON.stringify(created)).not.toContain('6789');

    const [sealed] = (
      await t.database.pool.query('select * from beneficiary_tax_ids where beneficiary_id = $1', [id])
    ).rows;
    expect(sealed.last4).toBe('6789');
    expect(JSON.stringify(sealed)).not.toContain('123456789');
    expect(JSON.stringify(await rowsOf([id]))).not.toContain('123456789');
    expect(t.logs.join('\n')).not.toContain('123456789');

    const clear = await create(
      token,
      individual({ taxId: { keyId: taxId.keyId, ciphertext: 'MTIzNDU2Nzg5' } }),
    );
    expect(clear.error!.fields).toEqual([
      { field: 'taxId', message: "We couldn't read that number. Please enter it again." },
    ]);
    const bad = await create(token, individual({ taxId: await encryptSensitive(t, '000-12-3456') }));
    expect(bad.error!.fields).toEqual([{ field: 'taxId', message: 'This should be a 9-digit number' }]);

    // On update the tax id changes only when sent.
    const renamed = await update(token, { beneficiaryId: id, contact: { firstName: 'Anne' } });
    expect(renamed.beneficiary!.contact).toMatchObject({
      firstName: 'Anne',
      lastName: 'Lee',
      taxIdSet: true,
    });
    const [unchanged] = (
      await t.database.pool.query('select * from beneficiary_tax_ids where beneficiary_id = $1', [id])
    ).rows;
    expect(unchanged.ciphertext).toBe(sealed.ciphertext);
    const edited = await update(token, {
      beneficiaryId: id,
      taxId: await encryptSensitive(t, '234-56-4321'),
    });
    expect(edited.error).toBeNull();
    const [changed] = (
      await t.database.pool.query('select * from beneficiary_tax_ids where beneficiary_id = $1', [id])
    ).rows;
    expect(changed.last4).toBe('4321');
  });

  it("seals a trust's trustee tax id and an organization's EIN", async () => {
    const token = await user();
    const created = await create(token, trust({ trusteeTaxId: await encryptSensitive(t, '123456789') }));
    expect(created.beneficiary!.contact.trusteeTaxIdSet).toBe(true);
    const organization = await create(token, {
      type: 'ORGANIZATION',
      responsibility: 'PRIMARY',
      contact: { name: 'Red Cross', businessType: 'charity' },
      address,
      taxId: await encryptSensitive(t, '98-7654321'),
    });
    expect(organization.beneficiary!.contact).toMatchObject({
      __typename: 'OrganizationContact',
      taxIdSet: true,
    });
  });
});

describe('updateBeneficiary', () => {
  it('checks the merged contact and the address, changing nothing when refused', async () => {
    const token = await user();
    const { beneficiary } = await create(token, individual());
    const young = await update(token, {
      beneficiaryId: beneficiary!.id,
      contact: { birthdate: '2010-01-01' },
    });
    expect(young.error!.fields).toEqual([{ field: 'birthdate', message: 'Your beneficiary must be 21+' }]);
    const noAddress = await update(token, { beneficiaryId: beneficiary!.id, address: null });
    expect(noAddress.error!.fields).toEqual([{ field: 'street1', message: 'Required' }]);
    expect((await list(token)).list[0]!.contact).toMatchObject({
      birthdate: '1990-04-02',
      requiredAddress: address,
    });

    const moved = await update(token, {
      beneficiaryId: beneficiary!.id,
      address: {
        ...address,
        street1: '200 Main St',
        street2: 'Apt 4',
        city: 'Columbus',
        state: 'OH',
        postalCode: '43215',
      },
    });
    expect(moved.error).toBeNull();
    expect(moved.beneficiary!.contact.requiredAddress).toMatchObject({
      street1: '200 Main St',
      street2: 'Apt 4',
    });
  });
});

describe('updateBeneficiaryAllocation', () => {
  async function twoPrimariesAndABackup() {
    const token = await user();
    const a = (await create(token, individual())).beneficiary!.id;
    const b = (await create(token, trust())).beneficiary!.id;
    const c = (await create(token, minor())).beneficiary!.id;
    return { token, a, b, c };
  }

  it('takes shares summing to 100, all at once', async () => {
    const { token, a, b } = await twoPrimariesAndABackup();
    const payload = await allocate(token, [
      { beneficiaryId: a, allocation: 70 },
      { beneficiaryId: b, allocation: 30 },
    ]);
    expect(payload).toMatchObject({ success: true, status: 'updated', error: null });
    expect((await list(token)).list.map((each) => each.allocation)).toEqual([70, 30]);
  });

  it('runs as the updateBeneficiaryAllocations group mutation of the allocation form, with the same rules', async () => {
    const { token, a, b } = await twoPrimariesAndABackup();
    const saved = await executeGroupMutation(t, token, {
      mutationKey: 'updateBeneficiaryAllocations',
      inputPayload: {
        beneficiaryAllocations: [
          { beneficiaryId: a, allocation: 60 },
          { beneficiaryId: b, allocation: 40 },
        ],
      },
    });
    expect(saved).toEqual({ response: {}, error: null });
    expect((await list(token)).list.map((each) => each.allocation)).toEqual([60, 40]);
    const refused = await executeGroupMutation(t, token, {
      mutationKey: 'updateBeneficiaryAllocations',
      inputPayload: {
        beneficiaryAllocations: [
          { beneficiaryId: a, allocation: 101 },
          { beneficiaryId: b, allocation: 0 },
        ],
      },
    });
    expect(refused.error!.code).toBe('VALIDATION_FAILED');
    expect((await list(token)).list.map((each) => each.allocation)).toEqual([60, 40]);
    const other = await user();
    const theirs = await executeGroupMutation(t, other, {
      mutationKey: 'updateBeneficiaryAllocations',
      inputPayload: { beneficiaryAllocations: [{ beneficiaryId: a, allocation: 100 }] },
    });
    expect(theirs.error!.code).toBe('NOT_FOUND');
  });

  it('refuses 0%, a total other than 100, fractions and a second backup share, changing nothing', async () => {
    const { token, a, b, c } = await twoPrimariesAndABackup();
    const zero = await allocate(token, [
      { beneficiaryId: a, allocation: 100 },
      { beneficiaryId: b, allocation: 0 },
    ]);
    expect(zero.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Added beneficiaries cannot have 0% allocation',
      fields: [{ field: `bene-allocation-${b}`, message: 'Added beneficiaries cannot have 0% allocation' }],
    });
    const over = await allocate(token, [
      { beneficiaryId: a, allocation: 70 },
      { beneficiaryId: b, allocation: 31 },
    ]);
    expect(over.error!.fields).toEqual([
      { field: 'allocation.primary', message: 'Allocations must add up to 100%' },
    ]);
    const fraction = await allocate(token, [
      { beneficiaryId: a, allocation: 50.5 },
      { beneficiaryId: b, allocation: 49.5 },
    ]);
    expect(fraction.error!.fields.map((f) => f.message)).toEqual([
      'Allocations must be whole percentages',
      'Allocations must be whole percentages',
    ]);
    const backupShare = await allocate(token, [{ beneficiaryId: c, allocation: 60 }]);
    expect(backupShare.error!.fields).toEqual([
      { field: 'allocation.backup', message: 'Allocations must add up to 100%' },
    ]);
    const lists = await list(token);
    expect([...lists.list, ...lists.backup].map((each) => each.allocation)).toEqual([50, 50, 100]);
  });

  it("answers NOT_FOUND for another user's beneficiary, even beside one's own, changing nothing", async () => {
    const mine = await twoPrimariesAndABackup();
    const theirs = await twoPrimariesAndABackup();
    const payload = await allocate(mine.token, [
      { beneficiaryId: mine.a, allocation: 60 },
      { beneficiaryId: theirs.a, allocation: 40 },
    ]);
    expect(payload.error!.code).toBe('NOT_FOUND');
    const alone = await allocate(mine.token, [
      { beneficiaryId: theirs.a, allocation: 70 },
      { beneficiaryId: theirs.b, allocation: 30 },
    ]);
    expect(alone.error!.code).toBe('NOT_FOUND');
    expect((await list(theirs.token)).list.map((each) => each.allocation)).toEqual([50, 50]);
  });
});

describe('destroyBeneficiary', () => {
  it('removes a primary and splits the others evenly; removes a backup', async () => {
    const token = await user();
    const a = (await create(token, individual())).beneficiary!.id;
    const b = (await create(token, trust())).beneficiary!.id;
    const c = (
      await create(
        token,
        individual({ contact: { firstName: 'Cy', lastName: 'Lee', birthdate: '1980-01-01' } }),
      )
    ).beneficiary!.id;
    const d = (await create(token, minor())).beneficiary!.id;
    expect((await list(token)).list.map((each) => each.allocation)).toEqual([34, 33, 33]);
    const removed = await destroy(token, { beneficiaryId: b, responsibility: 'PRIMARY' });
    expect(removed.error).toBeNull();
    expect(removed.beneficiaries!.list.map((each) => [each.id, each.allocation])).toEqual([
      [a, 50],
      [c, 50],
    ]);
    const backup = await destroy(token, { beneficiaryId: d, responsibility: 'BACKUP' });
    expect(backup.beneficiaries!.backup).toEqual([]);
    expect(await rowsOf([b, d])).toEqual([]);
  });

  it('removing the last primary with a backup: refused alone, then promotes the backup or removes both', async () => {
    const token = await user();
    const a = (await create(token, individual())).beneficiary!.id;
    const c = (await create(token, minor())).beneficiary!.id;

    const refused = await destroy(token, { beneficiaryId: a });
    expect(refused.error).toMatchObject({
      code: 'BACKUP_WITHOUT_PRIMARY',
      message: "You can't have a backup without a primary",
    });
    expect((await rowsOf([a, c])).length).toBe(2);

    const promoted = await destroy(token, { beneficiaryId: a, promoteBackup: true });
    expect(promoted.error).toBeNull();
    expect(
      promoted.beneficiaries!.list.map((each) => [each.id, each.responsibility, each.allocation]),
    ).toEqual([[c, 'PRIMARY', 100]]);
    expect(promoted.beneficiaries!.backup).toEqual([]);

    const other = await user();
    const p = (await create(other, individual())).beneficiary!.id;
    const q = (await create(other, minor())).beneficiary!.id;
    const both = await destroy(other, { beneficiaryId: p, destroyBackup: true });
    expect(both.error).toBeNull();
    expect(both.beneficiaries).toMatchObject({ list: [], backup: [] });
    expect(await rowsOf([p, q])).toEqual([]);
  });
});

describe('at the same time', () => {
  it('several primaries added at once still share exactly 100', async () => {
    const token = await user();
    const payloads = await Promise.all(
      ['Ann', 'Bea', 'Cal', 'Dee'].map((firstName) =>
        create(token, individual({ contact: { ...individual().contact, firstName } })),
      ),
    );
    expect(payloads.map((payload) => payload.error)).toEqual([null, null, null, null]);
    const shares = (await list(token)).list.map((each) => each.allocation);
    expect(shares).toEqual([25, 25, 25, 25]);
  });
});

describe('destroyBeneficiary refusals', () => {
  it('refuses promoting and removing the backup at once, and a stale responsibility, changing nothing', async () => {
    const token = await user();
    const a = (await create(token, individual())).beneficiary!.id;
    const c = (await create(token, minor())).beneficiary!.id;
    const both = await destroy(token, { beneficiaryId: a, promoteBackup: true, destroyBackup: true });
    expect(both.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'promoteBackup' }] });
    const stale = await destroy(token, { beneficiaryId: c, responsibility: 'PRIMARY' });
    expect(stale.error!.code).toBe('NOT_FOUND');
    expect((await rowsOf([a, c])).map((row) => [row.responsibility, row.allocation])).toEqual([
      ['primary', 100],
      ['backup', 100],
    ]);
  });
});

describe('a trust', () => {
  it('may drop its address on update; an unknown line of business is NOT_FOUND', async () => {
    const token = await user();
    const { beneficiary } = await create(token, trust({ address }));
    expect(beneficiary!.contact.nullableAddress).toMatchObject(address);
    const cleared = await update(token, { beneficiaryId: beneficiary!.id, address: null });
    expect(cleared.error).toBeNull();
    expect(cleared.beneficiary!.contact.nullableAddress).toBeNull();
    const elsewhere = await create(token, trust({ lineOfBusiness: 'pet-insurance' }));
    expect(elsewhere.error!.code).toBe('NOT_FOUND');
  });
});

describe("another user's beneficiaries", () => {
  it('are NOT_FOUND for update and destroy, and never listed', async () => {
    const owner = await user();
    const { beneficiary } = await create(owner, individual());
    const stranger = await user();
    expect(await list(stranger)).toEqual({ list: [], backup: [], pending: [] });
    const changed = await update(stranger, { beneficiaryId: beneficiary!.id, contact: { firstName: 'Eve' } });
    expect(changed.error!.code).toBe('NOT_FOUND');
    const removed = await destroy(stranger, { beneficiaryId: beneficiary!.id });
    expect(removed.error!.code).toBe('NOT_FOUND');
    const nonsense = await destroy(stranger, { beneficiaryId: 'not-an-id' });
    expect(nonsense.error!.code).toBe('NOT_FOUND');
    expect((await list(owner)).list[0]!.contact.firstName).toBe('Ann');
  });

  it('asks for a session', async () => {
    const result = await t.graphql('{ getBeneficiaries { list { id } } }');
    expect(result.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});
