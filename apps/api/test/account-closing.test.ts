// Closing an account (issue 27 item 6, spec 001 §7.2): refused while a policy is in force, in words that name
// the policy and say who can help (the web shows CloseAccountFailedModal), the account and its sessions left as
// they were; allowed once the policy has lapsed, when it ends every session and the insurer's records stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sandboxCardPort } from './support/cards.ts';
import { policyholder, signBackIn, type Policyholder } from './support/policyholders.ts';
import { lapseTogether, rows } from './support/reinstating.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let holder: Policyholder;

const CLOSE = 'mutation { decommissionUser { success error { code message } } }';
type Closed = { decommissionUser: { success: boolean; error: { code: string; message: string } | null } };

const close = async (token: string) => (await t.graphql<Closed>(CLOSE, {}, { token })).data!.decommissionUser;
const signedIn = async (token: string) =>
  (await t.graphql<{ currentUser: { id: string } | null }>('{ currentUser { id } }', {}, { token })).data!
    .currentUser;

beforeAll(async () => {
  t = await startTestApp();
  holder = await policyholder(t, await sandboxCardPort(t));
}, 300_000);
afterAll(() => t.close());

describe('closing an account', () => {
  it('is refused while the policy is in force, naming it; the person stays signed in', async () => {
    const [policy] = await rows<{ label: string }>(
      t,
      sql`select label from policies where id = ${holder.policyId}`,
    );
    const answer = await close(holder.token);
    expect(answer.success).toBe(false);
    expect(answer.error!.code).toBe('ACCOUNT.POLICY_IN_FORCE');
    expect(answer.error!.message).toBe(
      `Policy ${policy!.label} is still in force, so your account can't be closed online. Contact us: we can ` +
        'cancel the policy and close the account for you.',
    );
    expect(await signedIn(holder.token)).toEqual({ id: holder.userId });
    const [user] = await rows<{ status: string }>(
      t,
      sql`select status from users where id = ${holder.userId}`,
    );
    expect(user!.status).not.toBe('decommissioned');
  });

  it('is allowed once the policy has lapsed: every session ends, the policy and its invoices are kept', async () => {
    await lapseTogether(t, [holder]);
    await signBackIn(t, holder);
    const answer = await close(holder.token);
    expect(answer).toEqual({ success: true, error: null });
    expect(await signedIn(holder.token)).toBeNull();
    const [kept] = await rows<{ policies: number; invoices: number }>(
      t,
      sql`select (select count(*)::int from policies where user_id = ${holder.userId}) as policies,
        (select count(*)::int from invoices where user_id = ${holder.userId}) as invoices`,
    );
    expect(kept!.policies).toBe(1);
    expect(kept!.invoices).toBeGreaterThan(1);
  }, 600_000);
});
