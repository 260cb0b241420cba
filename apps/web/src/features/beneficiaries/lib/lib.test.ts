// The allocation page's rules and where the beneficiary pages go (spec 001 §4.2, §4.11, §5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationErrors,
  allocationNumber,
  allocationsChanged,
  allocationsToSend,
  divideGroupEvenly,
  groupTotal,
  initialValues,
  type AllocationRow,
} from './allocation-form';
import { allocationPath, originOf, removalDestination, reviewPath } from './destinations';

const LOB = 'wysh-insurance';
const rows: AllocationRow[] = [
  { id: 'a', responsibility: 'primary' },
  { id: 'b', responsibility: 'primary' },
  { id: 'c', responsibility: 'primary' },
  { id: 'z', responsibility: 'backup' },
];

describe('the allocation inputs', () => {
  it('are keyed bene-allocation-<id> and start at the current shares', () => {
    expect(initialValues([{ id: 'a', responsibility: 'primary', allocation: 60 }])).toEqual({
      'bene-allocation-a': '60',
    });
  });

  it('count anything that is not a number as 0', () => {
    expect(allocationNumber('abc')).toBe(0);
    expect(allocationNumber('')).toBe(0);
    expect(allocationNumber(undefined)).toBe(0);
    expect(allocationNumber(' 42 ')).toBe(42);
    expect(allocationNumber('1,5')).toBe(15);
    const values = { 'bene-allocation-a': 'x', 'bene-allocation-b': '40', 'bene-allocation-c': '60' };
    expect(groupTotal(values, rows, 'primary')).toBe(100);
    expect(allocationsToSend(values, rows)[0]).toEqual({ beneficiaryId: 'a', allocation: 0 });
  });

  it('divide 100 evenly over one group as whole numbers, the first ones taking the remainder', () => {
    const values = divideGroupEvenly({ 'bene-allocation-z': '7' }, rows, 'primary');
    expect(values).toEqual({
      'bene-allocation-a': '34',
      'bene-allocation-b': '33',
      'bene-allocation-c': '33',
      'bene-allocation-z': '7',
    });
  });

  it('always sum to 100 after divideEvenly, for any group size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (count) => {
        const group = Array.from({ length: count }, (_, index) => ({
          id: `p${index}`,
          responsibility: 'primary' as const,
        }));
        const values = divideGroupEvenly({}, group, 'primary');
        expect(groupTotal(values, group, 'primary')).toBe(100);
        expect(allocationErrors(values, group)).toEqual({});
      }),
    );
  });

  it("say 0% and a total off 100 in the spec's words, under the input or the group", () => {
    const zero = { 'bene-allocation-a': '0', 'bene-allocation-b': '50', 'bene-allocation-c': 'abc' };
    expect(allocationErrors({ ...zero, 'bene-allocation-z': '100' }, rows)).toEqual({
      'bene-allocation-a': 'Added beneficiaries cannot have 0% allocation',
      'bene-allocation-c': 'Added beneficiaries cannot have 0% allocation',
      'allocation.primary': 'Allocations must add up to 100%',
    });
    const over = { 'bene-allocation-a': '71', 'bene-allocation-b': '20', 'bene-allocation-c': '10' };
    expect(allocationErrors({ ...over, 'bene-allocation-z': '100' }, rows)).toEqual({
      'allocation.primary': 'Allocations must add up to 100%',
    });
    const half = { 'bene-allocation-a': '33.5', 'bene-allocation-b': '33.5', 'bene-allocation-c': '33' };
    expect(allocationErrors({ ...half, 'bene-allocation-z': '100' }, rows)).toMatchObject({
      'bene-allocation-a': 'Allocations must be whole percentages',
    });
    const fine = { 'bene-allocation-a': '70', 'bene-allocation-b': '20', 'bene-allocation-c': '10' };
    expect(allocationErrors({ ...fine, 'bene-allocation-z': '100' }, rows)).toEqual({});
  });

  it('tell a change from the shares they started with (typed differently is no change)', () => {
    const initial = { 'bene-allocation-a': '50' };
    expect(allocationsChanged({ 'bene-allocation-a': ' 50' }, initial)).toBe(false);
    expect(allocationsChanged({ 'bene-allocation-a': '51' }, initial)).toBe(true);
  });
});

describe('where the beneficiary pages go', () => {
  const flow = { path: '/flow/beneficiary', state: { flowScope: 'new_policy' } };
  const review = { path: reviewPath(LOB) };

  it('return to the origin they were given, else the journey step, else the review page', () => {
    expect(originOf({ origin: flow }, LOB, null)).toEqual(flow);
    expect(originOf(null, LOB, flow)).toEqual(flow);
    expect(originOf({ origin: { path: 'https://elsewhere.example' } }, LOB, null)).toEqual(review);
    expect(originOf(undefined, LOB, null)).toEqual({ path: '/beneficiary/wysh-insurance' });
  });

  it('after removing a backup: the review', () => {
    expect(removalDestination({ responsibility: 'backup', primariesLeft: 1 }, LOB, review)).toEqual(review);
    expect(removalDestination({ responsibility: 'backup', primariesLeft: 1 }, LOB, flow)).toEqual(flow);
  });

  it('after removing a primary: the allocations while others remain, carrying the origin', () => {
    expect(removalDestination({ responsibility: 'primary', primariesLeft: 2 }, LOB, flow)).toEqual({
      path: allocationPath(LOB),
      state: { origin: flow },
    });
    expect(allocationPath(LOB)).toBe('/beneficiary/allocation/wysh-insurance');
  });

  it('after removing the last primary: home, or the flow review inside a journey', () => {
    expect(removalDestination({ responsibility: 'primary', primariesLeft: 0 }, LOB, review)).toEqual({
      path: '/',
    });
    expect(removalDestination({ responsibility: 'primary', primariesLeft: 0 }, LOB, flow)).toEqual(flow);
  });
});
