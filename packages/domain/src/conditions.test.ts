import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from './calendar.ts';
import { conditionProblem, evaluate, fieldsOf, type Condition, type Facts } from './conditions.ts';

const today = '2026-11-21';
const facts = (values: Record<string, unknown> = {}): Facts => ({ values, today });

describe('comparisons', () => {
  it('compares ages in whole years on the given day: 18 today is not under 18, 45 is not over 45', () => {
    expect(evaluate({ field: 'b', ageUnder: 18 }, facts({ b: '2008-11-21' }))).toBe(false);
    expect(evaluate({ field: 'b', ageUnder: 18 }, facts({ b: '2008-11-22' }))).toBe(true);
    expect(evaluate({ field: 'b', ageOver: 45 }, facts({ b: '1981-11-21' }))).toBe(false);
    expect(evaluate({ field: 'b', ageOver: 45 }, facts({ b: '1980-11-21' }))).toBe(true);
    expect(evaluate({ field: 'b', ageOver: 45 }, facts({ b: '11/21/1980' }))).toBe(true);
  });

  it('never holds an age or number comparison over a missing or malformed value', () => {
    for (const value of [undefined, null, '', 'yesterday', '2026-02-30', Number.NaN, [1]]) {
      expect(evaluate({ field: 'b', ageUnder: 200 }, facts({ b: value }))).toBe(false);
      expect(evaluate({ field: 'b', ageOver: -1 }, facts({ b: value }))).toBe(false);
      expect(evaluate({ field: 'b', atLeast: -Infinity }, facts({ b: value }))).toBe(false);
    }
  });

  it('matches values, lists, numbers and presence', () => {
    expect(evaluate({ field: 'g', equals: 'male' }, facts({ g: 'male' }))).toBe(true);
    expect(evaluate({ field: 'g', equals: null }, facts())).toBe(true);
    expect(evaluate({ field: 'g', oneOf: ['a', 'b'] }, facts({ g: 'b' }))).toBe(true);
    expect(evaluate({ field: 'g', oneOf: ['a', 'b'] }, facts({ g: ['b'] }))).toBe(false);
    expect(evaluate({ field: 'n', lessThan: 3 }, facts({ n: 2 }))).toBe(true);
    expect(evaluate({ field: 'n', atMost: 2 }, facts({ n: 2 }))).toBe(true);
    expect(evaluate({ field: 'n', greaterThan: 2 }, facts({ n: 2 }))).toBe(false);
    expect(evaluate({ field: 'n', atLeast: 2 }, facts({ n: '2' }))).toBe(false);
    expect(evaluate({ field: 'p', present: true }, facts({ p: '' }))).toBe(false);
    expect(evaluate({ field: 'p', present: false }, facts({}))).toBe(true);
  });
});

describe('all, any, not and caller leaves', () => {
  it('combines conditions, and hands leaves it does not know to the caller', () => {
    type Flag = { flag: string };
    const on = new Set(['x']);
    const condition: Condition<Flag> = {
      all: [{ flag: 'x' }, { any: [{ field: 'a', equals: 1 }, { not: { field: 'b', present: true } }] }],
    };
    const byFlag = (leaf: Flag) => on.has(leaf.flag);
    expect(evaluate(condition, facts({ a: 1, b: 2 }), byFlag)).toBe(true);
    expect(evaluate(condition, facts({ a: 0, b: 2 }), byFlag)).toBe(false);
    expect(evaluate(condition, facts({ a: 0 }), byFlag)).toBe(true);
    expect(() => evaluate({ flag: 'x' } as unknown as Condition, facts())).toThrow(/Not a condition/);
  });

  const leafArb: fc.Arbitrary<Condition> = fc.oneof(
    fc.record({ field: fc.constantFrom('a', 'b'), equals: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ field: fc.constantFrom('a', 'b'), lessThan: fc.integer({ min: 0, max: 2 }) }),
    fc.record({
      field: fc.constantFrom('a', 'b'),
      oneOf: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1 }),
    }),
  );
  const { condition: conditionArb } = fc.letrec<{ condition: Condition }>((tie) => ({
    condition: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leafArb,
      fc.record({ all: fc.array(tie('condition'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ any: fc.array(tie('condition'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ not: tie('condition') }),
    ),
  }));
  const valuesArb = fc.record({ a: fc.integer({ min: 0, max: 2 }), b: fc.integer({ min: 0, max: 2 }) });

  it('obeys boolean algebra: not flips, De Morgan holds, all/any of one is that one (property)', () => {
    fc.assert(
      fc.property(conditionArb, conditionArb, valuesArb, (p, q, values) => {
        const f = facts(values);
        expect(evaluate({ not: p }, f)).toBe(!evaluate(p, f));
        expect(evaluate({ not: { all: [p, q] } }, f)).toBe(evaluate({ any: [{ not: p }, { not: q }] }, f));
        expect(evaluate({ all: [p] }, f)).toBe(evaluate(p, f));
        expect(evaluate({ any: [p, q] }, f)).toBe(evaluate(p, f) || evaluate(q, f));
      }),
    );
  });

  it('is serialisable: a condition survives JSON and is still accepted by the check (property)', () => {
    fc.assert(
      fc.property(conditionArb, valuesArb, (condition, values) => {
        const copy = JSON.parse(JSON.stringify(condition)) as Condition;
        expect(conditionProblem(copy)).toBeNull();
        expect(evaluate(copy, facts(values))).toBe(evaluate(condition, facts(values)));
        expect(fieldsOf(copy).every((field) => field === 'a' || field === 'b')).toBe(true);
      }),
    );
  });

  it('agrees with ageOn for any birthdate (property)', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date(`${today}T00:00:00Z`),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 130 }), (birthdate, bound) => {
        const age = ageOn(birthdate, today)!;
        expect(evaluate({ field: 'b', ageUnder: bound }, facts({ b: birthdate }))).toBe(age < bound);
        expect(evaluate({ field: 'b', ageOver: bound }, facts({ b: birthdate }))).toBe(age > bound);
      }),
    );
  });
});

describe('conditionProblem', () => {
  it('names what is wrong with a condition read from JSON', () => {
    expect(conditionProblem({ field: 'a', equals: 1, oneOf: [1] })).toMatch(/not a condition/);
    expect(conditionProblem({ all: [] })).toBe('all must list at least one condition');
    expect(conditionProblem({ not: { field: '', equals: 1 } })).toBe('field must not be empty');
    expect(conditionProblem({ field: 'a', ageUnder: 1.5 })).toBe('an age bound is a whole number of years');
    expect(conditionProblem({ field: 'a', oneOf: [{}] })).toMatch(/oneOf takes/);
    expect(conditionProblem({ action: 'x' })).toMatch(/not a condition/);
    expect(
      conditionProblem({ action: 'x' }, (v) => typeof v === 'object' && v !== null && 'action' in v),
    ).toBeNull();
  });
});
