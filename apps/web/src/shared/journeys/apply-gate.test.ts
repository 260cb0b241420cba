import { describe, expect, it } from 'vitest';
import { applyGateOf } from './apply-gate';

const policy = (policyNumber: string | null) => ({ id: `id-${policyNumber}`, policyNumber });

describe('applyGateOf', () => {
  it('applies with nothing to reinstate', () => {
    expect(applyGateOf({ newCoverageRefusal: null, eligibleReinstatementPolicies: [] })).toEqual({
      kind: 'apply',
    });
  });

  it('warns with a policy that can still be reinstated, naming each', () => {
    expect(
      applyGateOf({
        newCoverageRefusal: null,
        eligibleReinstatementPolicies: [policy('WT-1'), policy('WT-2')],
      }),
    ).toEqual({ kind: 'warn', policyNumbers: ['WT-1', 'WT-2'] });
  });

  it("is blocked, in the server's words, while a reinstatement is under way", () => {
    expect(
      applyGateOf({
        newCoverageRefusal: 'Policy WT-1 is being reinstated.',
        eligibleReinstatementPolicies: [],
      }),
    ).toEqual({ kind: 'blocked', message: 'Policy WT-1 is being reinstated.' });
    expect(
      applyGateOf({
        newCoverageRefusal: 'Policy WT-1 is being reinstated.',
        eligibleReinstatementPolicies: [policy('WT-1')],
      }),
    ).toMatchObject({ kind: 'blocked' });
  });
});
