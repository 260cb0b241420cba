// The sandbox's /dev/wyshes/monitor: the operator marks an allocation as monitored (there is no bank linking in
// the sandbox), so the person meets the monitored rules and turns monitoring off themselves. A stranger gets the
// not-found answer of a route that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function firstWyshId(token: string) {
  return (await gql<{ wyshes: Array<{ id: string }> }>(`{ wyshes { id } }`, {}, token)).wyshes[0]!.id;
}

describe('/dev/wyshes/monitor', () => {
  it('marks an allocation monitored; its amount is refused until the person turns monitoring off', async () => {
    const token = (await registered(t)).tokens.accessToken;
    const created = await gql<{ createWyshAllocation: { wyshAllocation: { id: string } } }>(
      `mutation ($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { wyshAllocation { id } } }`,
      { input: { wyshId: await firstWyshId(token), amount: 500_000 } },
      token,
    );
    const id = created.createWyshAllocation.wyshAllocation.id;

    const marked = await t.app.inject({
      method: 'POST',
      url: '/dev/wyshes/monitor',
      payload: { wyshAllocationId: id },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ wyshAllocationId: id, monitored: true });

    const list = await gql<{ wyshAllocations: Array<{ id: string; monitored: boolean }> }>(
      `{ wyshAllocations { id monitored } }`,
      {},
      token,
    );
    expect(list.wyshAllocations).toEqual([{ id, monitored: true }]);

    const refused = await gql<{ updateWyshAllocation: { error: { code: string } | null } }>(
      `mutation ($input: UpdateWyshAllocationInput!) { updateWyshAllocation(input: $input) { error { code } } }`,
      { input: { wyshAllocationId: id, amount: 600_000 } },
      token,
    );
    expect(refused.updateWyshAllocation.error).toEqual({ code: 'WYSH_MONITORED' });
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    for (const wyshAllocationId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev/wyshes/monitor',
        payload: { wyshAllocationId },
      });
      expect(response.statusCode).toBe(404);
    }
    for (const payload of [{}, { wyshAllocationId: 5 }, { wyshAllocationId: 'x', extra: true }]) {
      const response = await t.app.inject({ method: 'POST', url: '/dev/wyshes/monitor', payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('is not there for a stranger (not the loopback operator)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/wyshes/monitor',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { wyshAllocationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('wyshAllocationId');
  });
});
