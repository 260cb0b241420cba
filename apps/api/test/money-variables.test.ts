// A money value that is no amount at all (true, a list, an object) is the caller's mistake (issue 23, 7a): every
// operation that takes Cents answers it with a clear BAD_USER_INPUT error, not "Unexpected error.", and nothing
// is logged as an error. Numbers and numeric strings still reach the use cases, which refuse a fraction or a
// string on the field (estimates.test.ts, wyshes.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await registered(t)).tokens.accessToken;
});
afterAll(() => t.close());

const id = '00000000-0000-4000-8000-000000000000';

/** Each operation that takes money, with its amount as the variable $amount. */
const operations: Record<string, string> = {
  createEstimate: `mutation ($amount: Cents!) {
    createEstimate(input: { amount: $amount, termDuration: 20 }) { __typename } }`,
  updateEstimateDatum: `mutation ($amount: Cents!) {
    updateEstimateDatum(input: { amount: $amount, termDuration: 20 }) { __typename } }`,
  previewEstimate: `query ($amount: Cents!) {
    previewEstimate(input: { amount: $amount, birthdate: "1990-01-01", sex: "female", termDuration: 20,
      tobacco: false }) { __typename } }`,
  adjustEstimate: `query ($amount: Cents!) {
    adjustEstimate(id: "${id}", amount: $amount, termDuration: 20) { __typename } }`,
  adjustQuote: `query ($amount: Cents!) { adjustQuote(id: "${id}", amount: $amount, termDuration: 20) { __typename } }`,
  adjustProductOffering: `query ($amount: Cents!) { adjustProductOffering(id: "${id}", amount: $amount) { __typename } }`,
  updateQuote: `mutation ($amount: Cents) { updateQuote(input: { quoteId: "${id}", amount: $amount }) { __typename } }`,
  updateProductOffering: `mutation ($amount: Cents!) {
    updateProductOffering(input: { offeringId: "${id}", amount: $amount }) { __typename } }`,
  createWyshAllocation: `mutation ($amount: Cents!) {
    createWyshAllocation(input: { wyshId: "${id}", amount: $amount }) { __typename } }`,
  updateWyshAllocation: `mutation ($amount: Cents) {
    updateWyshAllocation(input: { wyshAllocationId: "${id}", amount: $amount }) { __typename } }`,
  decideUnderwritingCase: `mutation ($amount: Cents) {
    decideUnderwritingCase(input: { caseId: "${id}", decision: "accept", rateClass: "standard",
      maxAmount: $amount }) { __typename } }`,
};

const errorLogs = () =>
  t.logs.filter((line) => {
    const entry = JSON.parse(line) as { level: number };
    return entry.level >= 50;
  });

describe('a money variable that is not an amount', () => {
  for (const [operation, query] of Object.entries(operations)) {
    for (const [name, amount] of [
      ['true', true],
      ['[]', []],
      ['{}', {}],
    ] as const) {
      it(`${operation} answers ${name} with BAD_USER_INPUT`, async () => {
        const before = errorLogs().length;
        const result = await t.graphql(query, { amount }, { token });
        expect(result.data ?? null).toBeNull();
        expect(result.errors).toHaveLength(1);
        expect(result.errors![0]).toMatchObject({
          message: `Variable "$amount" got invalid value ${name}; Cents must be a number of cents.`,
          extensions: { code: 'BAD_USER_INPUT' },
        });
        expect(errorLogs().slice(before)).toEqual([]);
      });
    }
  }

  it('refuses such a literal in the document as well', async () => {
    const result = await t.graphql(
      'mutation { createEstimate(input: { amount: true, termDuration: 20 }) { __typename } }',
      {},
      { token },
    );
    expect(result.errors![0]!.message).toContain('Cents must be a number of cents.');
    expect(result.errors![0]!.message).not.toContain('Unexpected error');
  });
});
