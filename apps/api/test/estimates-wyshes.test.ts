// Estimates and Wyshes read each other: an estimate says how much of the person's wysh total its cover pays for
// (allocationsCoveredPercentage), and the Wyshes summary says the same from the latest estimate's cover - one
// rule (floor(cover / total x 100)), one person's own data only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from './support/accounts.ts';
import { bornYearsAgo } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const dollars = (amount: number) => amount * 100;

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const result = await t.graphql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function personWithWyshes(amounts: number[]) {
  const token = (await registered(t)).tokens.accessToken;
  await gql(
    `mutation ($input: PrequalificationInformationInput!) { updatePrequalificationInformation(input: $input) { error { code } } }`,
    { input: { birthdate: bornYearsAgo(30), sex: 'female', tobacco: false, state: 'OH' } },
    token,
  );
  const { wyshes } = await gql<{ wyshes: Array<{ id: string }> }>('{ wyshes { id } }', {}, token);
  for (const [index, amount] of amounts.entries()) {
    const created = await gql<{ createWyshAllocation: { error: unknown } }>(
      `mutation ($input: CreateWyshAllocationInput!) { createWyshAllocation(input: $input) { error { code } } }`,
      { input: { wyshId: wyshes[index]!.id, amount: dollars(amount) } },
      token,
    );
    expect(created.createWyshAllocation.error).toBeNull();
  }
  return token;
}

const summaryOf = async (token: string) =>
  (
    await gql<{ allocationSummary: { totalAmount: number; percentCovered: number | null } }>(
      '{ allocationSummary { totalAmount percentCovered } }',
      {},
      token,
    )
  ).allocationSummary;

async function estimate(token: string, amount: number) {
  return (
    await gql<{ createEstimate: { estimate: { id: string; allocationsCoveredPercentage: number } } }>(
      `mutation ($input: EstimateInput!) {
        createEstimate(input: $input) { estimate { id allocationsCoveredPercentage } error { code } }
      }`,
      { input: { amount: dollars(amount), termDuration: 20, termUnit: 'year' } },
      token,
    )
  ).createEstimate.estimate;
}

describe('the share of the wyshes a cover pays for', () => {
  it('is the same on the estimate, its re-pricing and the Wyshes summary', async () => {
    const token = await personWithWyshes([300_000, 100_000, 50_000]);
    expect(await summaryOf(token)).toEqual({ totalAmount: dollars(450_000), percentCovered: null });

    const saved = await estimate(token, 500_000);
    expect(saved.allocationsCoveredPercentage).toBe(111);
    expect(await summaryOf(token)).toEqual({ totalAmount: dollars(450_000), percentCovered: 111 });

    const adjusted = await gql<{ adjustEstimate: { allocationsCoveredPercentage: number } }>(
      `query ($id: ID!) { adjustEstimate(id: $id, termUnit: "year", termDuration: 20, amount: 30000000) {
        allocationsCoveredPercentage } }`,
      { id: saved.id },
      token,
    );
    expect(adjusted.adjustEstimate.allocationsCoveredPercentage).toBe(66);
  });

  it("never counts another person's wyshes or cover", async () => {
    const someone = await personWithWyshes([1_000_000]);
    await estimate(someone, 2_000_000);
    const token = await personWithWyshes([200_000]);
    expect(await summaryOf(token)).toEqual({ totalAmount: dollars(200_000), percentCovered: null });
    expect((await estimate(token, 100_000)).allocationsCoveredPercentage).toBe(50);
  });
});
