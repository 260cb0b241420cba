// The home dashboard: identified users only, always their own; with the sources the other modules will supply
// (injected here), every insurance card state and the owned Wysh card reach the payload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@wysh/domain/money';
import type { DashboardSources } from '../src/modules/dashboard/dashboard.types.ts';
import { registered, userIdOf } from './support/accounts.ts';
import { bornYearsAgo } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const query = `{
  dashboardHome {
    firstName
    insurance { state title productSlug coverageAmount coverageUpTo nextBillingDate lapsedOn quoteExpiresAt }
    wysh { state activeCount wyshes { id name amount } }
    policyUpdate { kind reason lapsesAt }
  }
}`;

type Home = {
  firstName: string | null;
  insurance: {
    state: string;
    title: string;
    productSlug: string | null;
    coverageAmount: number | null;
    coverageUpTo: boolean;
    nextBillingDate: string | null;
    lapsedOn: string | null;
    quoteExpiresAt: string | null;
  };
  wysh: {
    state: string;
    activeCount: number;
    wyshes: Array<{ id: string; name: string; amount: number | null }>;
  };
  policyUpdate: { kind: string; reason: string } | null;
};

// What each user "has", by user id: the injected sources answer from here (the test's stand-in for the
// estimates, wyshes, quotes, policies and underwriting modules).
const has = new Map<
  string,
  Partial<{ [K in keyof DashboardSources]: Awaited<ReturnType<DashboardSources[K]>> }>
>();

const sources: DashboardSources = {
  latestEstimate: async (userId) => has.get(userId)?.latestEstimate ?? null,
  wyshAllocations: async (userId) => has.get(userId)?.wyshAllocations ?? { allocations: [], activeCount: 0 },
  activePolicy: async (userId) => has.get(userId)?.activePolicy ?? null,
  productOfferings: async (userId) => has.get(userId)?.productOfferings ?? [],
  latestApplication: async (userId) => has.get(userId)?.latestApplication ?? null,
  pendingPolicyChange: async (userId) => has.get(userId)?.pendingPolicyChange ?? false,
  openManualReview: async (userId) => has.get(userId)?.openManualReview ?? false,
  newestQuote: async (userId) => has.get(userId)?.newestQuote ?? null,
};

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ports: { dashboard: sources } });
  plain = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

async function home(app: TestApp, token?: string) {
  return app.graphql<{ dashboardHome: Home }>(query, {}, token ? { token } : {});
}

async function newUser(app: TestApp = t) {
  const user = await registered(app);
  const id = await userIdOf(app, user.tokens.accessToken);
  return { token: user.tokens.accessToken, id };
}

const estimate = { amount: cents(50_000_000), productSlug: 'wysh-term-life' };
const later = new Date('2026-12-05T15:00:00Z');

describe('dashboardHome over the real estimates and Wyshes modules', () => {
  async function ok<T>(query: string, variables: Record<string, unknown>, token: string) {
    const result = await plain.graphql<T>(query, variables, { token });
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  it("turns recapture with the user's estimate and lists their wyshes, never another's", async () => {
    const user = await newUser(plain);
    const other = await newUser(plain);
    await ok(
      `mutation ($input: PrequalificationInformationInput!) { updatePrequalificationInformation(input: $input) { error { code } } }`,
      { input: { birthdate: bornYearsAgo(30), sex: 'female', tobacco: false, state: 'OH' } },
      user.token,
    );
    const { wyshes } = await ok<{ wyshes: Array<{ id: string }> }>('{ wyshes { id } }', {}, user.token);
    for (const [index, amount] of [30_000_000, 10_000_000].entries()) {
      await ok(
        `mutation ($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { error { code } } }`,
        { input: { wyshId: wyshes[index]!.id, amount } },
        user.token,
      );
    }
    await ok(
      `mutation ($input: EstimateInput!) { createEstimate(input: $input) { error { code } } }`,
      { input: { amount: 50_000_000, termDuration: 20, termUnit: 'year' } },
      user.token,
    );

    const mine = (await home(plain, user.token)).data!.dashboardHome;
    expect(mine.insurance).toMatchObject({ state: 'RECAPTURE', coverageAmount: 50_000_000 });
    expect(mine.wysh.state).toBe('OWNED');
    expect(mine.wysh.activeCount).toBe(2);
    expect(mine.wysh.wyshes.map((w) => w.amount)).toEqual([30_000_000, 10_000_000]);

    const theirs = (await home(plain, other.token)).data!.dashboardHome;
    expect(theirs.insurance.state).toBe('MARKETING');
    expect(theirs.wysh).toEqual({ state: 'MARKETING', activeCount: 0, wyshes: [] });
  });
});

describe('dashboardHome', () => {
  it('needs a signed-in user', async () => {
    const result = await home(t);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
    expect(result.data?.dashboardHome ?? null).toBeNull();
  });

  it('shows a new user the marketing cards and a plain welcome (nothing saved yet)', async () => {
    const user = await newUser(plain);
    const { data, errors } = await home(plain, user.token);
    expect(errors).toBeUndefined();
    expect(data!.dashboardHome).toEqual({
      firstName: null,
      insurance: {
        state: 'MARKETING',
        title: 'Term Life Insurance',
        productSlug: null,
        coverageAmount: null,
        coverageUpTo: false,
        nextBillingDate: null,
        lapsedOn: null,
        quoteExpiresAt: null,
      },
      wysh: { state: 'MARKETING', activeCount: 0, wyshes: [] },
      policyUpdate: null,
    });
  });

  it('greets by first name', async () => {
    const user = await newUser();
    await t.database.pool.query(`update users set first_name = 'Ada' where id = $1`, [user.id]);
    expect((await home(t, user.token)).data!.dashboardHome.firstName).toBe('Ada');
  });

  it('is recapture with an estimate, showing its cover', async () => {
    const user = await newUser();
    has.set(user.id, { latestEstimate: estimate });
    expect((await home(t, user.token)).data!.dashboardHome.insurance).toMatchObject({
      state: 'RECAPTURE',
      coverageAmount: 50_000_000,
      title: 'Term Life Insurance',
    });
  });

  it('is reviewing while a pending application waits and the user is not eligible for underwriting', async () => {
    const user = await newUser();
    has.set(user.id, { latestEstimate: estimate, latestApplication: { result: 'pending' } });
    expect((await home(t, user.token)).data!.dashboardHome.insurance.state).toBe('RECAPTURE');
    await t.database.pool.query(
      `update insurance_memberships set eligible_for_underwriting = false
       where constellation_id in (select id from constellations where user_id = $1)`,
      [user.id],
    );
    expect((await home(t, user.token)).data!.dashboardHome.insurance.state).toBe('REVIEWING');
  });

  it('is quote with a live offering (its expiry), and ignores an expired one', async () => {
    const user = await newUser();
    const offering = {
      status: 'pending' as const,
      productSlug: 'wysh-accidental-death',
      amount: cents(25_000_000),
      effectiveUntil: later,
      expiresAt: later,
    };
    has.set(user.id, { latestEstimate: estimate, productOfferings: [offering] });
    expect((await home(t, user.token)).data!.dashboardHome.insurance).toEqual({
      state: 'QUOTE',
      title: 'Accidental Death Insurance',
      productSlug: 'wysh-accidental-death',
      coverageAmount: 25_000_000,
      coverageUpTo: true,
      nextBillingDate: null,
      lapsedOn: null,
      quoteExpiresAt: later.toISOString(),
    });
    // The test clock reads 2026-11-21: an offering effective until the 20th is expired.
    has.set(user.id, {
      latestEstimate: estimate,
      productOfferings: [{ ...offering, effectiveUntil: new Date('2026-11-20T00:00:00Z') }],
    });
    expect((await home(t, user.token)).data!.dashboardHome.insurance.state).toBe('RECAPTURE');
  });

  it('is notice when the application was referred to an underwriter', async () => {
    const user = await newUser();
    has.set(user.id, { latestApplication: { result: 'referred_to_underwriter' } });
    expect((await home(t, user.token)).data!.dashboardHome.insurance.state).toBe('NOTICE');
  });

  it('is owned with a policy: its cover and next billing date', async () => {
    const user = await newUser();
    has.set(user.id, {
      latestApplication: { result: 'referred_to_underwriter' },
      activePolicy: {
        productSlug: 'wysh-term-life',
        insuranceApplicationId: 'application-1',
        amount: cents(100_000_000),
        nextPaymentDate: '2026-12-01',
        status: 'active',
        lapsesAt: null,
      },
    });
    expect((await home(t, user.token)).data!.dashboardHome.insurance).toMatchObject({
      state: 'OWNED',
      title: 'Term Life Insurance',
      coverageAmount: 100_000_000,
      coverageUpTo: false,
      nextBillingDate: '2026-12-01',
      lapsedOn: null,
    });
  });

  it('is owned with a lapsed policy: the cover that lapsed and the day it ended, no billing date', async () => {
    const user = await newUser();
    has.set(user.id, {
      activePolicy: {
        productSlug: 'wysh-accidental-death',
        insuranceApplicationId: 'application-1',
        amount: cents(50_000_000),
        nextPaymentDate: null,
        status: 'lapsed',
        lapsesAt: '2027-01-21',
      },
    });
    expect((await home(t, user.token)).data!.dashboardHome.insurance).toMatchObject({
      state: 'OWNED',
      title: 'Accidental Death Insurance',
      coverageAmount: 50_000_000,
      coverageUpTo: true,
      nextBillingDate: null,
      lapsedOn: '2027-01-21',
    });
  });

  it("lists the user's allocated wyshes on the Wysh card", async () => {
    const user = await newUser();
    const allocations = [
      { id: 'a1', name: 'College for the kids', amount: cents(8_000_000) },
      { id: 'a2', name: 'Mortgage', amount: null },
    ];
    has.set(user.id, { wyshAllocations: { allocations, activeCount: 2 } });
    expect((await home(t, user.token)).data!.dashboardHome.wysh).toEqual({
      state: 'OWNED',
      activeCount: 2,
      wyshes: [
        { id: 'a1', name: 'College for the kids', amount: 8_000_000 },
        { id: 'a2', name: 'Mortgage', amount: null },
      ],
    });
  });

  it("never shows one user another's data: each sees only their own", async () => {
    const owner = await newUser();
    const other = await newUser();
    has.set(owner.id, {
      activePolicy: {
        productSlug: 'wysh-term-life',
        insuranceApplicationId: 'application-1',
        amount: cents(100_000_000),
        nextPaymentDate: null,
        status: 'active',
        lapsesAt: null,
      },
      wyshAllocations: { allocations: [{ id: 'x', name: 'Boat', amount: cents(100) }], activeCount: 1 },
    });
    const theirs = (await home(t, other.token)).data!.dashboardHome;
    expect(theirs.insurance.state).toBe('MARKETING');
    expect(theirs.wysh).toEqual({ state: 'MARKETING', activeCount: 0, wyshes: [] });
    expect((await home(t, owner.token)).data!.dashboardHome.insurance.state).toBe('OWNED');
  });
});

describe('dashboardHome: the policy updates banner', () => {
  const policy = {
    productSlug: 'wysh-accidental-death',
    insuranceApplicationId: 'application-1',
    amount: cents(25_000_000),
    nextPaymentDate: '2026-12-01',
    status: 'active',
    lapsesAt: null,
  };

  async function updateOf(facts: Parameters<typeof has.set>[1]) {
    const user = await newUser();
    has.set(user.id, facts);
    return (await home(t, user.token)).data!.dashboardHome.policyUpdate;
  }

  it('is owned "Up To" for accidental death', async () => {
    const user = await newUser();
    has.set(user.id, { activePolicy: policy });
    expect((await home(t, user.token)).data!.dashboardHome.insurance).toMatchObject({
      state: 'OWNED',
      title: 'Accidental Death Insurance',
      coverageAmount: 25_000_000,
      coverageUpTo: true,
      nextBillingDate: '2026-12-01',
    });
  });

  it('shows none without a policy, whatever waits', async () => {
    expect(
      await updateOf({
        pendingPolicyChange: true,
        openManualReview: true,
        newestQuote: { status: 'pending', insuranceApplicationId: 'application-2' },
      }),
    ).toBeNull();
  });

  it('shows none for a policyholder with nothing waiting, or only their own application’s quote', async () => {
    expect(await updateOf({ activePolicy: policy })).toBeNull();
    expect(
      await updateOf({
        activePolicy: policy,
        newestQuote: { status: 'pending', insuranceApplicationId: 'application-1' },
      }),
    ).toBeNull();
  });

  it('puts a pending policy change first, then a manual review case, then a newer pending quote', async () => {
    const quote = { status: 'pending', insuranceApplicationId: 'application-2' };
    expect(
      await updateOf({
        activePolicy: policy,
        pendingPolicyChange: true,
        openManualReview: true,
        newestQuote: quote,
      }),
    ).toEqual({ kind: 'UPDATES_PENDING', reason: 'POLICY_CHANGE', lapsesAt: null });
    expect(await updateOf({ activePolicy: policy, openManualReview: true, newestQuote: quote })).toEqual({
      kind: 'UPDATES_PENDING',
      reason: 'MANUAL_REVIEW',
      lapsesAt: null,
    });
    expect(await updateOf({ activePolicy: policy, newestQuote: quote })).toEqual({
      kind: 'PENDING_APPROVAL',
      reason: 'PENDING_QUOTE',
      lapsesAt: null,
    });
  });

  it('puts a premium past due (with the lapse date), and a lapsed policy, before everything else', async () => {
    const waiting = { pendingPolicyChange: true, openManualReview: true };
    expect(
      await updateOf({ ...waiting, activePolicy: { ...policy, status: 'grace', lapsesAt: '2027-01-21' } }),
    ).toEqual({ kind: 'PAYMENT_PAST_DUE', reason: 'PAST_DUE', lapsesAt: '2027-01-21' });
    expect(
      await updateOf({ ...waiting, activePolicy: { ...policy, status: 'lapsed', lapsesAt: '2027-01-21' } }),
    ).toEqual({ kind: 'POLICY_LAPSED', reason: 'LAPSED', lapsesAt: '2027-01-21' });
  });
});
