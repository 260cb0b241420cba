// Wyshes: the public catalogue (seeded), and a person's list: create, update amount and order, decommission,
// histories, monitoring, recipients of three kinds and the summary. Another person's ids answer NOT_FOUND and
// bad amounts are field errors that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, type Cents } from '@wysh/domain/money';
import { registered, userIdOf } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
// The cover each test user has, as the estimates module will answer it.
const covers = new Map<string, Cents>();
beforeAll(async () => {
  t = await startTestApp(
    {},
    { ports: { coverage: { coverFor: async (userId) => covers.get(userId) ?? null } } },
  );
});
afterAll(() => t.close());

type Err = { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
type Allocation = {
  id: string;
  name: string;
  amount: number | null;
  covered: boolean;
  amountCovered: number;
  percentCovered: number;
  monitored: boolean;
  status: string;
  order: number;
  wysh: { slug: string };
  recipient: Record<string, unknown> | null;
};

const allocationFields = `id name amount covered amountCovered percentCovered monitored status order updatedAt
  wysh { slug } recipient { id kind name countryCode accountNumber phoneNumber websiteUrl email relationship }`;

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const result = await t.graphql<T>(query, variables, token ? { token } : {});
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function catalogue() {
  return gql<{
    wyshes: Array<{
      id: string;
      slug: string;
      defaultName: string;
      defaultAmount: number | null;
      wyshSuggestions: Array<{ title: string; amount: number; enabled: boolean; order: number }>;
      icons: Array<{ format: string; contentType: string; url: string }>;
      headers: Array<{ format: string; url: string }>;
      wyshCategory: { slug: string; color: string };
    }>;
  }>(`{ wyshes { id slug defaultName defaultAmount recipientType monitorable termable amountPrompt amountPlaceholder
      wyshSuggestions { title amount enabled order } icons { format contentType url } headers { format url }
      wyshCategory { slug color } } }`);
}

let wyshIds: Record<string, string>;
const wyshId = (slug: string) => wyshIds[slug]!;

async function create(token: string, wyshId: string, amount: unknown) {
  return (
    await gql<{ createWyshAllocation: { wyshAllocation: Allocation | null; error: Err } }>(
      `mutation ($input: CreateWyshAllocationInput!) {
        createWyshAllocation(input: $input) { wyshAllocation { ${allocationFields} } error { code message fields { field message } } }
      }`,
      { input: { wyshId, amount } },
      token,
    )
  ).createWyshAllocation;
}

async function update(token: string, input: Record<string, unknown>) {
  return (
    await gql<{ updateWyshAllocation: { wyshAllocation: Allocation | null; error: Err } }>(
      `mutation ($input: UpdateWyshAllocationInput!) {
        updateWyshAllocation(input: $input) { wyshAllocation { ${allocationFields} } error { code message fields { field message } } }
      }`,
      { input },
      token,
    )
  ).updateWyshAllocation;
}

async function byId(token: string, name: string, wyshAllocationId: string) {
  return (
    await gql<Record<string, { wyshAllocation: Allocation | null; error: Err }>>(
      `mutation ($input: WyshAllocationIdInput!) {
        ${name}(input: $input) { wyshAllocation { ${allocationFields} } error { code message fields { field message } } }
      }`,
      { input: { wyshAllocationId } },
      token,
    )
  )[name]!;
}

async function mine(token: string, status?: string) {
  return (
    await gql<{ wyshAllocations: Allocation[] }>(
      `query ($status: WyshAllocationStatus) { wyshAllocations(status: $status) { ${allocationFields} } }`,
      { status },
      token,
    )
  ).wyshAllocations;
}

async function summary(token: string) {
  return (
    await gql<{
      allocationSummary: { activeCount: number; totalAmount: number; percentCovered: number | null };
    }>(`{ allocationSummary { activeCount totalAmount percentCovered } }`, {}, token)
  ).allocationSummary;
}

async function histories(token: string, wyshAllocationId?: string) {
  return (
    await gql<{
      allocationHistories: Array<{
        wyshAllocationId: string;
        name: string;
        amount: number;
        change: number;
        direction: string;
      }>;
    }>(
      `query ($id: ID) { allocationHistories(wyshAllocationId: $id) { wyshAllocationId name amount change direction createdAt } }`,
      { id: wyshAllocationId },
      token,
    )
  ).allocationHistories;
}

const rowsOf = async (userId: string) =>
  (
    await t.database.pool.query(
      `select a.amount, a.status, a."order", (select count(*) from wysh_allocation_histories h where h.allocation_id = a.id)::int as histories
       from wysh_allocations a where a.user_id = $1 order by a.created_at, a.id`,
      [userId],
    )
  ).rows;

beforeAll(async () => {
  wyshIds = Object.fromEntries((await catalogue()).wyshes.map((wysh) => [wysh.slug, wysh.id]));
});

describe('the catalogue', () => {
  it('is public: categories in order, each with its wyshes, prompts, chips in cents and images', async () => {
    const { wyshes } = await catalogue();
    expect(wyshes.length).toBeGreaterThanOrEqual(18);
    const mortgage = wyshes.find((wysh) => wysh.slug === 'mortgage')!;
    expect(mortgage).toMatchObject({
      defaultName: 'Mortgage',
      defaultAmount: 25_000_000,
      wyshCategory: { slug: 'home', color: '#2f6fdf' },
    });
    expect(mortgage.wyshSuggestions.map((chip) => chip.amount)).toEqual([15_000_000, 25_000_000, 40_000_000]);
    expect(mortgage.icons).toContainEqual({
      format: 'icon',
      contentType: 'image/svg+xml',
      url: '/media/wyshes/mortgage/icon.svg',
    });
    expect(mortgage.headers.map((header) => header.format)).toEqual(['header-400x368', 'header-950x400']);

    const { wyshCategories } = await gql<{
      wyshCategories: Array<{ slug: string; order: number; wyshes: Array<{ slug: string }> }>;
    }>(`{ wyshCategories { slug name prompt description listDescription color order wyshes { slug } } }`);
    expect(wyshCategories.length).toBeGreaterThanOrEqual(6);
    expect(wyshCategories.map((category) => category.order)).toEqual(
      [...wyshCategories.map((category) => category.order)].sort((a, b) => a - b),
    );
    expect(wyshCategories[0]!.wyshes.map((wysh) => wysh.slug)).toContain('mortgage');

    const { wysh } = await gql<{ wysh: { defaultName: string } | null }>(
      `{ wysh(slug: "pets") { defaultName } }`,
    );
    expect(wysh).toEqual({ defaultName: 'Pets' });
    expect((await gql<{ wysh: null }>(`{ wysh(slug: "nope") { id } }`)).wysh).toBeNull();
  });

  it('serves each image as an SVG of its size, and a not-found for an unknown wysh or format', async () => {
    const icon = await t.app.inject({ url: '/media/wyshes/mortgage/icon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('width="100" height="100"');
    const header = await t.app.inject({ url: '/media/wyshes/pets/header-950x400.svg' });
    expect(header.body).toContain('width="950" height="400"');
    expect((await t.app.inject({ url: '/media/wyshes/nope/icon.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/wyshes/pets/huge.svg' })).statusCode).toBe(404);
  });

  it('seeds idempotently', async () => {
    const { seedWyshes } = await import('../src/modules/wyshes/wyshes.seed.ts');
    const count = async () =>
      (
        await t.database.pool.query(
          `select (select count(*) from wyshes) + (select count(*) from wysh_suggestions) as n`,
        )
      ).rows[0].n;
    const before = await count();
    await seedWyshes(t.database.db);
    expect(await count()).toBe(before);
    expect(wyshIds).toEqual(
      Object.fromEntries((await catalogue()).wyshes.map((wysh) => [wysh.slug, wysh.id])),
    );
  });
});

describe('allocations', () => {
  it('asks for a signed-in person', async () => {
    const result = await t.graphql(`{ wyshAllocations { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });

  it('adds, changes, reorders and decommissions, keeping a history of every amount', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const first = await create(token, wyshId('mortgage'), 20_000_000);
    expect(first.error).toBeNull();
    expect(first.wyshAllocation).toMatchObject({
      name: 'Mortgage',
      amount: 20_000_000,
      status: 'ACTIVE',
      monitored: false,
      order: 1,
      wysh: { slug: 'mortgage' },
      recipient: null,
    });
    const second = (await create(token, wyshId('pets'), 1_500_000)).wyshAllocation!;
    expect(second).toMatchObject({ amount: 1_500_000, order: 2 });

    const lower = await update(token, { wyshAllocationId: first.wyshAllocation!.id, amount: 15_000_000 });
    expect(lower.wyshAllocation).toMatchObject({ amount: 15_000_000 });
    const higher = await update(token, {
      wyshAllocationId: first.wyshAllocation!.id,
      amount: 18_000_000,
      order: 3,
    });
    expect(higher.wyshAllocation).toMatchObject({ amount: 18_000_000, order: 3 });

    expect((await mine(token)).map((allocation) => allocation.wysh.slug)).toEqual(['pets', 'mortgage']);
    expect(await summary(token)).toEqual({ activeCount: 2, totalAmount: 19_500_000, percentCovered: null });

    const history = await histories(token, first.wyshAllocation!.id);
    expect(history.map(({ amount, change, direction }) => ({ amount, change, direction }))).toEqual([
      { amount: 18_000_000, change: 3_000_000, direction: 'UP' },
      { amount: 15_000_000, change: 5_000_000, direction: 'DOWN' },
      { amount: 20_000_000, change: 20_000_000, direction: 'UP' },
    ]);
    expect(history[0]!.name).toBe('Mortgage');
    expect(await histories(token)).toHaveLength(4);

    const gone = await byId(token, 'decommissionWyshAllocation', second.id);
    expect(gone.wyshAllocation).toMatchObject({ status: 'DECOMMISSIONED' });
    expect((await mine(token)).map((allocation) => allocation.id)).toEqual([first.wyshAllocation!.id]);
    expect((await mine(token, 'DECOMMISSIONED')).map((allocation) => allocation.id)).toEqual([second.id]);
    expect(await summary(token)).toMatchObject({ activeCount: 1, totalAmount: 18_000_000 });
    expect((await update(token, { wyshAllocationId: second.id, amount: 100 })).error?.code).toBe(
      'WYSH_DECOMMISSIONED',
    );

    const { currentUser } = await gql<{
      currentUser: {
        activeConstellations: Array<{
          allocationSummary: { activeCount: number; totalAmount: number };
          wyshAllocations: Array<{ id: string }>;
        }>;
      };
    }>(
      `{ currentUser { activeConstellations { allocationSummary { activeCount totalAmount percentCovered } wyshAllocations { id } } } }`,
      {},
      token,
    );
    expect(currentUser.activeConstellations[0]).toEqual({
      allocationSummary: { activeCount: 1, totalAmount: 18_000_000, percentCovered: null },
      wyshAllocations: [{ id: first.wyshAllocation!.id }],
    });
  });

  it('reads the cover through the coverage port: summary and each wysh in order', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    covers.set(await userIdOf(t, token), cents(30_000_000));
    await create(token, wyshId('mortgage'), 25_000_000);
    await create(token, wyshId('kids-college'), 10_000_000);
    await create(token, wyshId('funeral-costs'), 1_200_000);
    expect(await summary(token)).toEqual({ activeCount: 3, totalAmount: 36_200_000, percentCovered: 82 });
    expect(
      (await mine(token)).map(({ covered, amountCovered, percentCovered }) => ({
        covered,
        amountCovered,
        percentCovered,
      })),
    ).toEqual([
      { covered: true, amountCovered: 25_000_000, percentCovered: 100 },
      { covered: false, amountCovered: 5_000_000, percentCovered: 50 },
      { covered: false, amountCovered: 0, percentCovered: 0 },
    ]);
  });

  it('refuses bad amounts with a field error and changes nothing', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const userId = await userIdOf(t, token);
    const kept = (await create(token, wyshId('rent'), 3_600_000)).wyshAllocation!;
    for (const amount of [-100, 12_345, 1.5, 'lots', '12.50', 1e15, 0, Number.MAX_SAFE_INTEGER + 1]) {
      const created = await create(token, wyshId('rent'), amount);
      expect(created.wyshAllocation, String(amount)).toBeNull();
      expect(created.error?.code, String(amount)).toBe('VALIDATION_FAILED');
      expect(created.error?.fields.map((field) => field.field)).toEqual(['amount']);
      const updated = await update(token, { wyshAllocationId: kept.id, amount });
      expect(
        updated.error?.fields.map((field) => field.field),
        String(amount),
      ).toEqual(['amount']);
    }
    expect((await create(token, wyshId('rent'), 12_345)).error?.message).toBe(
      'Enter a whole number of dollars',
    );
    for (const order of [0, -1, 1_000_000]) {
      expect((await update(token, { wyshAllocationId: kept.id, order })).error?.fields).toEqual([
        { field: 'order', message: 'Value is outside of the valid range' },
      ]);
    }
    expect(await rowsOf(userId)).toEqual([{ amount: '3600000', status: 'active', order: 1, histories: 1 }]);
    const unknown = await create(token, '00000000-0000-4000-8000-000000000000', 100_00);
    expect(unknown.error?.code).toBe('NOT_FOUND');
    expect((await create(token, 'not-a-uuid', 100_00)).error?.code).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another person's allocation and recipient, and changes nothing", async () => {
    const owner = await registered(t);
    const other = await registered(t);
    const ownerToken = owner.tokens.accessToken;
    const otherToken = other.tokens.accessToken;
    const allocation = (await create(ownerToken, wyshId('charity'), 1_000_000)).wyshAllocation!;
    const recipient = await createRecipient(ownerToken, {
      wyshAllocationId: allocation.id,
      kind: 'COMPANY',
      name: 'Red Cross',
      websiteUrl: 'https://www.redcross.org',
    });
    const recipientId = recipient.recipient!.id;

    expect((await update(otherToken, { wyshAllocationId: allocation.id, amount: 100 })).error?.code).toBe(
      'NOT_FOUND',
    );
    for (const name of ['decommissionWyshAllocation', 'unmonitorWyshAllocation']) {
      expect((await byId(otherToken, name, allocation.id)).error?.code).toBe('NOT_FOUND');
    }
    expect(
      (await createRecipient(otherToken, { wyshAllocationId: allocation.id, kind: 'COMPANY', name: 'Mine' }))
        .error?.code,
    ).toBe('NOT_FOUND');
    expect((await updateRecipient(otherToken, { recipientId, name: 'Mine' })).error?.code).toBe('NOT_FOUND');
    expect((await destroyRecipient(otherToken, recipientId)).error?.code).toBe('NOT_FOUND');
    expect(await histories(otherToken, allocation.id)).toEqual([]);
    expect(await mine(otherToken)).toEqual([]);
    expect(await summary(otherToken)).toEqual({ activeCount: 0, totalAmount: 0, percentCovered: null });

    const [kept] = await mine(ownerToken);
    expect(kept).toMatchObject({ amount: 1_000_000, status: 'ACTIVE', recipient: { name: 'Red Cross' } });
  });
});

describe('monitoring', () => {
  it("refuses to change a monitored wysh's amount until monitoring is turned off", async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const allocation = (await create(token, wyshId('credit-cards'), 800_000)).wyshAllocation!;
    // A linked account turns monitoring on (that arrives with bank linking); here the row is set directly.
    await t.database.pool.query(`update wysh_allocations set monitored = true where id = $1`, [
      allocation.id,
    ]);

    const refused = await update(token, { wyshAllocationId: allocation.id, amount: 900_000 });
    expect(refused.error).toEqual({
      code: 'WYSH_MONITORED',
      message: 'You can’t edit this since it’s tied to your monitored account',
      fields: [{ field: 'amount', message: 'You can’t edit this since it’s tied to your monitored account' }],
    });
    expect((await update(token, { wyshAllocationId: allocation.id, order: 5 })).wyshAllocation).toMatchObject(
      {
        order: 5,
        amount: 800_000,
      },
    );

    expect((await byId(token, 'unmonitorWyshAllocation', allocation.id)).wyshAllocation).toMatchObject({
      monitored: false,
    });
    expect(
      (await update(token, { wyshAllocationId: allocation.id, amount: 900_000 })).wyshAllocation,
    ).toMatchObject({
      amount: 900_000,
    });
  });
});

async function createRecipient(token: string, input: Record<string, unknown>) {
  return (
    await gql<{
      createWyshAllocationRecipient: {
        recipient: (Record<string, unknown> & { id: string }) | null;
        error: Err;
      };
    }>(
      `mutation ($input: CreateWyshRecipientInput!) {
        createWyshAllocationRecipient(input: $input) {
          recipient { id kind name countryCode accountNumber phoneNumber websiteUrl email relationship }
          error { code message fields { field message } }
        }
      }`,
      { input },
      token,
    )
  ).createWyshAllocationRecipient;
}

async function updateRecipient(token: string, input: Record<string, unknown>) {
  return (
    await gql<{ updateWyshAllocationRecipient: { recipient: Record<string, unknown> | null; error: Err } }>(
      `mutation ($input: UpdateWyshRecipientInput!) {
        updateWyshAllocationRecipient(input: $input) {
          recipient { id kind name countryCode accountNumber phoneNumber websiteUrl email relationship }
          error { code message fields { field message } }
        }
      }`,
      { input },
      token,
    )
  ).updateWyshAllocationRecipient;
}

async function destroyRecipient(token: string, recipientId: string) {
  return (
    await gql<{ destroyWyshAllocationRecipient: { success: boolean; error: Err } }>(
      `mutation ($input: WyshRecipientIdInput!) {
        destroyWyshAllocationRecipient(input: $input) { success error { code message fields { field message } } }
      }`,
      { input: { recipientId } },
      token,
    )
  ).destroyWyshAllocationRecipient;
}

describe('recipients', () => {
  it('keeps the fields of each kind: institution, company, individual', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const mortgage = (await create(token, wyshId('mortgage'), 20_000_000)).wyshAllocation!;
    const bank = await createRecipient(token, {
      wyshAllocationId: mortgage.id,
      kind: 'INSTITUTION',
      name: 'First Lakes Bank',
      countryCode: '1',
      accountNumber: '000123456789',
      phoneNumber: '(312) 555-0100',
      email: 'ignored@example.com',
    });
    expect(bank).toEqual({
      error: null,
      recipient: {
        id: expect.any(String),
        kind: 'INSTITUTION',
        name: 'First Lakes Bank',
        countryCode: '1',
        accountNumber: '000123456789',
        phoneNumber: '(312) 555-0100',
        websiteUrl: null,
        email: null,
        relationship: null,
      },
    });
    expect(
      (await createRecipient(token, { wyshAllocationId: mortgage.id, kind: 'COMPANY', name: 'Twice' })).error
        ?.code,
    ).toBe('RECIPIENT_EXISTS');

    const pets = (await create(token, wyshId('pets'), 1_500_000)).wyshAllocation!;
    const sister = await createRecipient(token, {
      wyshAllocationId: pets.id,
      kind: 'INDIVIDUAL',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      relationship: 'Sister',
    });
    expect(sister.recipient).toMatchObject({
      kind: 'INDIVIDUAL',
      email: 'grace@example.com',
      relationship: 'Sister',
    });

    const changed = await updateRecipient(token, {
      recipientId: sister.recipient!.id,
      kind: 'COMPANY',
      name: 'Happy Tails Rescue',
      websiteUrl: 'https://happytails.example',
    });
    expect(changed.recipient).toMatchObject({
      kind: 'COMPANY',
      name: 'Happy Tails Rescue',
      websiteUrl: 'https://happytails.example',
      email: null,
      relationship: null,
    });
    expect((await mine(token)).find((allocation) => allocation.id === pets.id)?.recipient).toMatchObject({
      name: 'Happy Tails Rescue',
    });

    expect(await destroyRecipient(token, sister.recipient!.id)).toEqual({ success: true, error: null });
    expect((await mine(token)).find((allocation) => allocation.id === pets.id)?.recipient).toBeNull();
    expect((await destroyRecipient(token, sister.recipient!.id)).error?.code).toBe('NOT_FOUND');
  });

  it('refuses a recipient without a name or with a bad e-mail or phone, and keeps nothing', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const allocation = (await create(token, wyshId('childcare'), 6_000_000)).wyshAllocation!;
    const refused = await createRecipient(token, {
      wyshAllocationId: allocation.id,
      kind: 'INDIVIDUAL',
      name: '  ',
      email: 'not-an-email',
      phoneNumber: '123',
    });
    expect(refused.recipient).toBeNull();
    expect(refused.error?.code).toBe('VALIDATION_FAILED');
    expect(refused.error?.fields.map((field) => field.field)).toEqual(['name', 'email', 'phoneNumber']);
    expect((await mine(token))[0]!.recipient).toBeNull();
  });
});

describe('totalFor (what the estimates module reads)', () => {
  it('sums the active allocations of a user in cents', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const userId = await userIdOf(t, token);
    await create(token, wyshId('pets'), 1_500_000);
    const gone = (await create(token, wyshId('charity'), 1_000_000)).wyshAllocation!;
    await create(token, wyshId('funeral-costs'), 1_200_000);
    await byId(token, 'decommissionWyshAllocation', gone.id);
    const { createWyshesService } = await import('../src/modules/wyshes/wyshes.service.ts');
    const service = createWyshesService({
      db: t.database.db,
      clock: { now: () => new Date() },
      coverage: { coverFor: async () => null },
      monitoring: {
        eligible: async () => false,
        loanBalance: async () => ({ ok: false, error: { code: 'NONE', message: '' } }),
        linkedLoans: async () => new Map(),
      },
    });
    expect(await service.totalFor(userId)).toBe(2_700_000);
  });
});
