import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from '@wysh/domain/calendar';
import {
  answeredPath,
  firstMatchingRule,
  holds,
  navigateNext,
  reachableForms,
  type BranchingForm,
} from './branching.ts';
import { FINISH } from './flow-definition.ts';

const today = '2026-11-21';
const context = (answers: Record<string, unknown> = {}, action: string | null = null) => ({
  answers,
  action,
  scope: 'reinstatement' as const,
  today,
});

const profileFlow: BranchingForm[] = [
  { slug: 'name' },
  {
    slug: 'birthdate',
    next: [
      { when: { field: 'profile.birthdate', ageUnder: 18 }, form: 'too-young' },
      { when: { field: 'profile.birthdate', ageOver: 45 }, form: 'too-old' },
    ],
    otherwise: 'gender',
  },
  { slug: 'gender' },
  { slug: 'review', otherwise: FINISH },
  { slug: 'too-young', otherwise: FINISH },
  { slug: 'too-old', otherwise: FINISH },
];
const at = (current: string, visited = [current], returnTo: string | null = null) => ({
  current,
  visited,
  returnTo,
});

describe('conditions', () => {
  it('compares ages in whole years on the given day: 18 today is not under 18, 45 is not over 45', () => {
    const under18 = { field: 'b', ageUnder: 18 };
    const over45 = { field: 'b', ageOver: 45 };
    expect(holds(under18, context({ b: '2008-11-21' }))).toBe(false);
    expect(holds(under18, context({ b: '2008-11-22' }))).toBe(true);
    expect(holds(over45, context({ b: '1981-11-21' }))).toBe(false);
    expect(holds(over45, context({ b: '1980-11-21' }))).toBe(true);
    expect(holds(over45, context({ b: '11/21/1980' }))).toBe(true);
  });

  it('never holds an age condition over a missing or malformed date', () => {
    for (const value of [undefined, null, '', 'yesterday', '2026-02-30', 42]) {
      expect(holds({ field: 'b', ageUnder: 200 }, context({ b: value }))).toBe(false);
      expect(holds({ field: 'b', ageOver: -1 }, context({ b: value }))).toBe(false);
    }
  });

  it('matches values, choices, the passed-on action and the scope', () => {
    expect(holds({ field: 'g', equals: 'male' }, context({ g: 'male' }))).toBe(true);
    expect(holds({ field: 'g', equals: null }, context({}))).toBe(true);
    expect(holds({ field: 'g', oneOf: ['a', 'b'] }, context({ g: 'b' }))).toBe(true);
    expect(holds({ field: 'g', oneOf: ['a', 'b'] }, context({ g: ['b'] }))).toBe(false);
    expect(holds({ action: 'skip' }, context({}, 'skip'))).toBe(true);
    expect(holds({ scope: 'new_policy' }, context())).toBe(false);
  });

  it('takes the first rule whose conditions all hold', () => {
    const rules = [
      {
        when: [
          { field: 'a', equals: 1 },
          { field: 'b', equals: 2 },
        ],
        form: 'both',
      },
      { when: { field: 'a', equals: 1 }, form: 'a-only' },
      { when: { field: 'a', equals: 1 }, form: 'never' },
    ];
    expect(firstMatchingRule(rules, context({ a: 1, b: 2 }))).toBe('both');
    expect(firstMatchingRule(rules, context({ a: 1, b: 3 }))).toBe('a-only');
    expect(firstMatchingRule(rules, context({ a: 0 }))).toBeNull();
  });
});

describe('navigateNext', () => {
  it('follows the order of the forms, otherwise, and finishes after the last', () => {
    expect(navigateNext(profileFlow, at('name'), context())).toEqual({
      kind: 'form',
      slug: 'birthdate',
      returnTo: null,
    });
    expect(navigateNext(profileFlow, at('gender'), context())).toMatchObject({ slug: 'review' });
    expect(navigateNext(profileFlow, at('review'), context())).toEqual({ kind: 'finish' });
    expect(navigateNext([{ slug: 'only' }], at('only'), context())).toEqual({ kind: 'finish' });
  });

  it('branches on the age of the saved birthdate (property: agrees with ageOn for any date)', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2026-11-21T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (birthdate) => {
        const age = ageOn(birthdate, today)!;
        const result = navigateNext(
          profileFlow,
          at('birthdate'),
          context({ 'profile.birthdate': birthdate }),
        );
        const expected = age < 18 ? 'too-young' : age > 45 ? 'too-old' : 'gender';
        expect(result).toMatchObject({ kind: 'form', slug: expected });
      }),
    );
  });

  it('jumps to a form already shown on an edit action and comes back once it is answered', () => {
    const visited = ['name', 'birthdate', 'gender', 'review'];
    const jump = navigateNext(profileFlow, at('review', visited), context({}, 'edit:name'));
    expect(jump).toEqual({ kind: 'form', slug: 'name', returnTo: 'review' });
    const back = navigateNext(profileFlow, at('name', visited, 'review'), context());
    expect(back).toEqual({ kind: 'form', slug: 'review', returnTo: null });
  });

  it('lets a rule win over the way back: an edited birthdate under 18 still ends on the terminal form', () => {
    const visited = ['name', 'birthdate', 'gender', 'review'];
    const answers = { 'profile.birthdate': '2010-01-01' };
    expect(navigateNext(profileFlow, at('birthdate', visited, 'review'), context(answers))).toMatchObject({
      slug: 'too-young',
      returnTo: null,
    });
    const adult = { 'profile.birthdate': '1990-01-01' };
    expect(navigateNext(profileFlow, at('birthdate', visited, 'review'), context(adult))).toMatchObject({
      slug: 'review',
    });
  });

  it('refuses an edit of a form the session has not shown, or of no form at all', () => {
    expect(navigateNext(profileFlow, at('name'), context({}, 'edit:review'))).toEqual({
      kind: 'invalid-edit',
      target: 'review',
    });
    expect(navigateNext(profileFlow, at('name'), context({}, 'edit:nope'))).toMatchObject({
      kind: 'invalid-edit',
    });
  });

  it('only ever answers a form of the flow or finish (property over random flows and answers)', () => {
    const slugs = ['a', 'b', 'c', 'd', 'e'];
    const condition = fc.oneof(
      fc.record({ field: fc.constantFrom('x', 'y'), equals: fc.constantFrom('1', '2', null) }),
      fc.record({ field: fc.constantFrom('x', 'y'), ageUnder: fc.integer({ min: 0, max: 99 }) }),
      fc.record({ action: fc.constantFrom('go', 'stay') }),
    );
    const target = fc.constantFrom(...slugs, FINISH);
    const flow = fc.tuple(
      ...slugs.map((slug) =>
        fc.record(
          {
            slug: fc.constant(slug),
            next: fc.array(fc.record({ when: condition, form: target }), { maxLength: 3 }),
            otherwise: target,
          },
          { requiredKeys: ['slug'] },
        ),
      ),
    );
    fc.assert(
      fc.property(
        flow,
        fc.constantFrom(...slugs),
        fc.constantFrom('1', '2', '2000-01-01', undefined),
        fc.constantFrom(null, 'go', 'edit:a', 'edit:zzz'),
        fc.subarray(slugs),
        (forms, current, x, action, visited) => {
          const result = navigateNext(forms, at(current, [...visited, current]), context({ x }, action));
          if (result.kind === 'form') expect(slugs).toContain(result.slug);
          if (result.kind === 'invalid-edit') expect(action).toMatch(/^edit:/);
        },
      ),
    );
  });
});

describe('reachableForms', () => {
  it('follows rules, otherwise and order from the first form', () => {
    const reach = reachableForms(profileFlow);
    expect([...reach].sort()).toEqual(['birthdate', 'gender', 'name', 'review', 'too-old', 'too-young']);
    expect(reachableForms([{ slug: 'a', otherwise: FINISH }, { slug: 'orphan' }])).toEqual(new Set(['a']));
  });
});

describe('answeredPath', () => {
  it('lists the forms the answers lead through, without the branches they skip', () => {
    expect(answeredPath(profileFlow, context({ 'profile.birthdate': '1996-06-15' }))).toEqual([
      'name',
      'birthdate',
      'gender',
      'review',
    ]);
    expect(answeredPath(profileFlow, context({ 'profile.birthdate': '2010-01-01' }))).toEqual([
      'name',
      'birthdate',
      'too-young',
    ]);
  });

  it('ends where a loop would repeat a form', () => {
    expect(answeredPath([{ slug: 'a' }, { slug: 'b', otherwise: 'a' }], context())).toEqual(['a', 'b']);
  });
});
