// Constellations and insurance memberships: every registration sets up wysh-insurance in its transaction;
// setupUserForNewLineOfBusiness is idempotent and only ever for the caller; closing the account closes them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.ts';
import { register, registered, signIn, userIdOf, verifiedUser } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const constellationFields = `id label businessSlug status createdAt
  activeInsuranceMembership {
    id label eligibleForCoverage eligibleForUnderwriting eligibleForMonitoring underwritingRequired
    capabilities { billing termLifeExtension }
  }`;

type Constellation = {
  id: string;
  label: string;
  businessSlug: string;
  status: string;
  createdAt: string;
  activeInsuranceMembership: { id: string; label: string } & Record<string, unknown>;
};

async function constellationsOf(token: string): Promise<Constellation[]> {
  const result = await t.graphql<{ currentUser: { activeConstellations: Constellation[] } }>(
    `{ currentUser { activeConstellations { ${constellationFields} } } }`,
    {},
    { token },
  );
  return result.data!.currentUser.activeConstellations;
}

type SetupPayload = {
  constellation: Constellation | null;
  error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
};

async function setUp(token: string | undefined, input: Record<string, unknown>) {
  return t.graphql<{ setupUserForNewLineOfBusiness: SetupPayload }>(
    `mutation ($input: SetupUserForNewLineOfBusinessInput!) {
      setupUserForNewLineOfBusiness(input: $input) {
        constellation { ${constellationFields} }
        error { code message fields { field message } }
      }
    }`,
    { input },
    token ? { token } : {},
  );
}

const membershipRows = async (userId: string) =>
  (
    await t.database.pool.query(
      `select c.id, c.status, m.id as membership_id from constellations c
       left join insurance_memberships m on m.constellation_id = c.id where c.user_id = $1`,
      [userId],
    )
  ).rows;

describe('registration', () => {
  it('makes every new user a member of wysh-insurance, the default line of business', async () => {
    const user = await registered(t);
    const [constellation, ...others] = await constellationsOf(user.tokens.accessToken);
    expect(others).toEqual([]);
    expect(constellation).toMatchObject({
      label: 'Wysh Insurance',
      businessSlug: 'wysh-insurance',
      status: 'ACTIVE',
      createdAt: '2026-11-21T15:00:00.000Z',
      activeInsuranceMembership: {
        label: 'Wysh Life Insurance',
        eligibleForCoverage: true,
        eligibleForUnderwriting: true,
        eligibleForMonitoring: false,
        underwritingRequired: true,
        capabilities: { billing: false, termLifeExtension: false },
      },
    });
  });

  it('sets up nothing when the registration is refused', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from constellations')).rows[0].n;
    expect((await register(t, { password: 'short-pass' })).payload.error!.code).toBe('CREDENTIAL_INVALID');
    const after = (await t.database.pool.query('select count(*)::int as n from constellations')).rows[0].n;
    expect(after).toBe(before);
  });
});

describe('setupUserForNewLineOfBusiness', () => {
  it('answers the constellation the user already has, however often it is called', async () => {
    const user = await registered(t);
    const [existing] = await constellationsOf(user.tokens.accessToken);
    const userId = await userIdOf(t, user.tokens.accessToken);
    const calls = [
      { businessSlug: 'wysh-insurance' },
      { businessSlug: 'wysh-insurance', userId },
      { businessSlug: 'wysh-insurance', userId, constellationId: existing!.id },
      {},
    ];
    for (const input of calls) {
      const payload = (await setUp(user.tokens.accessToken, input)).data!.setupUserForNewLineOfBusiness;
      expect(payload.error).toBeNull();
      expect(payload.constellation).toEqual(existing);
    }
    expect(await membershipRows(userId)).toHaveLength(1);
  });

  it('sets up a user who has none (registered before memberships existed), once even when asked twice at once', async () => {
    const user = await registered(t);
    const userId = await userIdOf(t, user.tokens.accessToken);
    await t.database.pool.query(
      'delete from insurance_memberships where constellation_id in (select id from constellations where user_id = $1)',
      [userId],
    );
    await t.database.pool.query('delete from constellations where user_id = $1', [userId]);
    expect(await constellationsOf(user.tokens.accessToken)).toEqual([]);

    const [first, second] = await Promise.all([
      setUp(user.tokens.accessToken, { businessSlug: 'wysh-insurance' }),
      setUp(user.tokens.accessToken, { businessSlug: 'wysh-insurance' }),
    ]);
    const a = first.data!.setupUserForNewLineOfBusiness.constellation!;
    expect(second.data!.setupUserForNewLineOfBusiness.constellation).toEqual(a);
    expect(a.activeInsuranceMembership.eligibleForCoverage).toBe(true);
    expect(await constellationsOf(user.tokens.accessToken)).toEqual([a]);
    expect(await membershipRows(userId)).toHaveLength(1);
  });

  it("refuses another user's ids, and changes nothing", async () => {
    const ada = await registered(t);
    const eve = await registered(t);
    const [adas] = await constellationsOf(ada.tokens.accessToken);
    const adaId = await userIdOf(t, ada.tokens.accessToken);
    const eveId = await userIdOf(t, eve.tokens.accessToken);
    const notFound = { code: 'NOT_FOUND', message: "We couldn't find that account.", fields: [] };

    for (const input of [
      { businessSlug: 'wysh-insurance', userId: adaId },
      { businessSlug: 'wysh-insurance', constellationId: adas!.id },
      { businessSlug: 'wysh-insurance', userId: eveId, constellationId: adas!.id },
      { businessSlug: 'wysh-insurance', constellationId: 'not-an-id' },
    ]) {
      const payload = (await setUp(eve.tokens.accessToken, input)).data!.setupUserForNewLineOfBusiness;
      expect(payload).toEqual({ constellation: null, error: notFound });
    }
    expect(await membershipRows(adaId)).toHaveLength(1);
    expect(await membershipRows(eveId)).toHaveLength(1);
  });

  it('knows only the lines of business we offer', async () => {
    const user = await registered(t);
    const payload = (await setUp(user.tokens.accessToken, { businessSlug: 'wysh-banking' })).data!
      .setupUserForNewLineOfBusiness;
    expect(payload.error).toEqual({
      code: 'LINE_OF_BUSINESS_UNKNOWN',
      message: "We don't offer that line of business.",
      fields: [{ field: 'businessSlug', message: "We don't offer that line of business." }],
    });
  });

  it('needs a signed-in user', async () => {
    const result = await setUp(undefined, { businessSlug: 'wysh-insurance' });
    expect(result.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});

describe('closing the account', () => {
  it('closes its constellations', async () => {
    const user = await verifiedUser(t);
    const userId = await userIdOf(t, user.tokens.accessToken);
    await t.graphql('mutation { decommissionUser { success } }', {}, { token: user.tokens.accessToken });
    expect((await membershipRows(userId)).map((row) => row.status)).toEqual(['closed']);

    // The address is free again: a new account gets a constellation of its own.
    const again = await register(t, { email: user.email });
    const fresh = await constellationsOf(again.payload.credential!.token.accessToken);
    expect(fresh).toHaveLength(1);
    expect((await membershipRows(userId))[0]!.id).not.toBe(fresh[0]!.id);
  });

  it('leaves a signed-in session reading only its own constellations', async () => {
    const user = await registered(t);
    const session = await signIn(t, user.email, user.password);
    const [mine] = await constellationsOf(user.tokens.accessToken);
    expect(await constellationsOf(session.access_token)).toEqual([mine]);
  });
});

describe('the migration that brought memberships', () => {
  it('gives users registered before it a constellation and membership (closed for a closed account)', async () => {
    const sql = fs.readFileSync(path.join(migrationsFolder, '0003_memberships_login_tokens.sql'), 'utf8');
    const backfill = sql
      .slice(sql.indexOf('-- Every user is a member of wysh-insurance'))
      .split('--> statement-breakpoint');
    const open = await registered(t);
    const closed = await verifiedUser(t);
    const openId = await userIdOf(t, open.tokens.accessToken);
    const closedId = await userIdOf(t, closed.tokens.accessToken);
    const [before] = await constellationsOf(open.tokens.accessToken);
    await t.graphql('mutation { decommissionUser { success } }', {}, { token: closed.tokens.accessToken });
    for (const userId of [openId, closedId]) {
      await t.database.pool.query(
        'delete from insurance_memberships where constellation_id in (select id from constellations where user_id = $1)',
        [userId],
      );
      await t.database.pool.query('delete from constellations where user_id = $1', [userId]);
    }

    for (const statement of backfill) await t.database.pool.query(statement);
    // Run twice: it only fills what is missing.
    for (const statement of backfill) await t.database.pool.query(statement);

    const [after, ...others] = await constellationsOf(open.tokens.accessToken);
    expect(others).toEqual([]);
    expect({ ...after, id: before!.id, createdAt: before!.createdAt }).toEqual({
      ...before,
      activeInsuranceMembership: {
        ...before!.activeInsuranceMembership,
        id: after!.activeInsuranceMembership.id,
      },
    });
    expect((await membershipRows(closedId)).map((row) => [row.status, row.membership_id !== null])).toEqual([
      ['closed', true],
    ]);
  });
});
