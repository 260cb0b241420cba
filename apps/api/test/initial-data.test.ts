// What the client loads after signing in, one round trip each: pre-verified data for any signed-in session,
// verified data for a verified one. Each answers only about the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhone, registered, signIn, verifiedUser } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const preVerified = `{
  fetchPreVerifiedInitialData {
    currentUser { id email authLevel status activeConstellations { id businessSlug } }
    emails { email status }
    activeEmail { email }
    phoneNumbers { id mask status }
    activePhoneNumber { id mask status }
    globalFeatureFlags { name enabled }
    states { alpha2 name }
  }
}`;

const verified = `{
  fetchVerifiedInitialData {
    profile { firstName emails { email } activePhoneNumber { mask } }
    constellations {
      id label businessSlug
      activeInsuranceMembership { id eligibleForCoverage eligibleForUnderwriting underwritingRequired capabilities { billing } }
    }
  }
}`;

type PreVerified = {
  currentUser: { id: string; email: string; authLevel: string; activeConstellations: Array<{ id: string }> };
  emails: Array<{ email: string; status: string }>;
  activeEmail: { email: string } | null;
  phoneNumbers: Array<{ id: string; mask: string; status: string }>;
  activePhoneNumber: { id: string; mask: string; status: string } | null;
  globalFeatureFlags: Array<{ name: string; enabled: boolean }>;
  states: Array<{ alpha2: string; name: string }>;
};

describe('fetchPreVerifiedInitialData', () => {
  it('answers a signed-in session with the user, contacts, feature flags and US states in one call', async () => {
    const user = await registered(t);
    const pending = await addPhone(t, user.tokens.accessToken, '3125550177');
    const result = await t.graphql<{ fetchPreVerifiedInitialData: PreVerified }>(
      preVerified,
      {},
      {
        token: user.tokens.accessToken,
      },
    );
    const data = result.data!.fetchPreVerifiedInitialData;
    expect(data.currentUser).toMatchObject({ email: user.email, authLevel: 'IDENTIFIED', status: 'ACTIVE' });
    expect(data.currentUser.activeConstellations).toEqual([
      { id: expect.any(String), businessSlug: 'wysh-insurance' },
    ]);
    expect(data.emails).toEqual([{ email: user.email, status: 'PENDING' }]);
    expect(data.activeEmail).toBeNull();
    expect(data.phoneNumbers).toEqual([{ id: pending.id, mask: '(***) ***-0177', status: 'PENDING' }]);
    expect(data.activePhoneNumber).toBeNull();
    expect(data.globalFeatureFlags).toContainEqual({
      name: 'wysh-insurance-skip-client-phone-screen',
      enabled: false,
    });
    expect(data.states.length).toBeGreaterThanOrEqual(50);
    expect(data.states).toContainEqual({ alpha2: 'OH', name: 'Ohio' });
  });

  it("shows the account's active phone to a new sign-in, masked, for the session check", async () => {
    const user = await verifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    const result = await t.graphql<{ fetchPreVerifiedInitialData: PreVerified }>(
      preVerified,
      {},
      {
        token: session.access_token,
      },
    );
    expect(result.data!.fetchPreVerifiedInitialData.activePhoneNumber).toEqual({
      id: user.phone.id,
      mask: `(***) ***-${user.phone.e164.slice(-4)}`,
      status: 'ACTIVE',
    });
  });

  it('is for signed-in users only', async () => {
    const anonymous = await t.graphql(preVerified);
    expect(anonymous.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
    expect(anonymous.data ?? null).toBeNull();
  });
});

describe('fetchVerifiedInitialData', () => {
  it('answers a verified session with its profile and constellations', async () => {
    const user = await verifiedUser(t);
    const result = await t.graphql<{
      fetchVerifiedInitialData: {
        profile: { emails: Array<{ email: string }>; activePhoneNumber: { mask: string } };
        constellations: Array<{ businessSlug: string; activeInsuranceMembership: Record<string, unknown> }>;
      };
    }>(verified, {}, { token: user.tokens.accessToken });
    const data = result.data!.fetchVerifiedInitialData;
    expect(data.profile).toMatchObject({
      firstName: null,
      emails: [{ email: user.email }],
      activePhoneNumber: { mask: `(***) ***-${user.phone.e164.slice(-4)}` },
    });
    expect(data.constellations).toEqual([
      {
        id: expect.any(String),
        label: 'Wysh Insurance',
        businessSlug: 'wysh-insurance',
        activeInsuranceMembership: {
          id: expect.any(String),
          eligibleForCoverage: true,
          eligibleForUnderwriting: true,
          underwritingRequired: true,
          capabilities: { billing: false },
        },
      },
    ]);
  });

  it('asks an identified session to verify first, and a visitor to sign in', async () => {
    const user = await registered(t);
    const identified = await t.graphql(verified, {}, { token: user.tokens.accessToken });
    expect(identified.errors![0]!.extensions!.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
    const anonymous = await t.graphql(verified);
    expect(anonymous.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
  });

  it("never shows another user's data", async () => {
    const ada = await verifiedUser(t);
    const eve = await verifiedUser(t);
    const adas = await t.graphql<{ fetchPreVerifiedInitialData: PreVerified }>(
      preVerified,
      {},
      {
        token: ada.tokens.accessToken,
      },
    );
    const eves = await t.graphql<{ fetchPreVerifiedInitialData: PreVerified }>(
      preVerified,
      {},
      {
        token: eve.tokens.accessToken,
      },
    );
    const a = adas.data!.fetchPreVerifiedInitialData;
    const e = eves.data!.fetchPreVerifiedInitialData;
    expect(a.currentUser.id).not.toBe(e.currentUser.id);
    expect(a.emails).toEqual([{ email: ada.email, status: 'PENDING' }]);
    expect(e.emails).toEqual([{ email: eve.email, status: 'PENDING' }]);
    expect(a.phoneNumbers.map((phone) => phone.id)).toEqual([ada.phone.id]);
    expect(a.currentUser.activeConstellations[0]!.id).not.toBe(e.currentUser.activeConstellations[0]!.id);
  });
});
