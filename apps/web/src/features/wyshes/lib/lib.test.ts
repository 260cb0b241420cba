import { describe, expect, it } from 'vitest';
import { pressChip, typeAmount } from './chips';
import { builderDestination, type DestinationFacts } from './destination';
import { listSummary } from './list-summary';
import { formatWholeDollars, readTypedAmount } from './money';

describe('builderDestination', () => {
  const visitor: DestinationFacts = {
    identified: false,
    policyEditRoute: false,
    activeCount: 3,
    hasPolicy: true,
    percentCovered: 50,
    builderType: 'wyshes',
  };
  it.each<[string, Partial<DestinationFacts>, string]>([
    ['an identified person', { identified: true }, '/coverage-preview'],
    ['the policy-edit builder route', { policyEditRoute: true }, '/coverage-preview'],
    ['fewer than 2 active wyshes', { activeCount: 1 }, '/wyshes'],
    ['a policy covering 100% or more', { percentCovered: 100 }, '/wyshes'],
    ['no policy', { hasPolicy: false }, '/wyshes'],
    ['a policy under 100% with 2 or more wyshes', {}, '/wyshes/prioritize'],
    ['the dashboard builder type, no policy', { hasPolicy: false, builderType: 'dashboard' }, '/'],
    ['the dashboard builder type, one wysh', { activeCount: 1, builderType: 'dashboard' }, '/'],
    ['the dashboard builder type, under 100%', { builderType: 'dashboard' }, '/wyshes/prioritize'],
  ])('%s goes to %s', (_case, facts, to) => {
    expect(builderDestination({ ...visitor, ...facts })).toBe(to);
  });
});

describe('the suggestion chips', () => {
  const chips = [
    { id: 'a', amount: 15_000_000 },
    { id: 'b', amount: 25_000_000 },
  ];
  it('set the amount, and pressing the chosen chip again clears it', () => {
    const first = pressChip({ chosen: null, text: '' }, chips[0]!);
    expect(first).toEqual({ chosen: 'a', text: '150000' });
    const second = pressChip(first, chips[1]!);
    expect(second).toEqual({ chosen: 'b', text: '250000' });
    expect(pressChip(second, chips[1]!)).toEqual({ chosen: null, text: '' });
  });
  it('forget the chosen chip when another amount is typed', () => {
    const chosen = pressChip({ chosen: null, text: '' }, chips[0]!);
    expect(typeAmount(chosen, '150,000', chips).chosen).toBe('a');
    expect(typeAmount(chosen, '150001', chips)).toEqual({ chosen: null, text: '150001' });
  });
});

describe('the wysh List figures', () => {
  it('count the wyshes and add their amounts (a missing amount is 0)', () => {
    expect(listSummary([])).toEqual({ count: 0, total: 0 });
    expect(listSummary([{ amount: 25_000_000 }, { amount: null }, { amount: 1_500_000 }])).toEqual({
      count: 3,
      total: 26_500_000,
    });
  });
});

describe('amounts', () => {
  it('show whole dollars without cents', () => {
    expect(formatWholeDollars(45_000_000)).toBe('$450,000');
    expect(formatWholeDollars(199)).toBe('$1');
    expect(formatWholeDollars(null)).toBe('$0');
  });
  it('read what a person typed as cents, or the rule it breaks', () => {
    expect(readTypedAmount('$250,000')).toEqual({ ok: true, value: 25_000_000 });
    expect(readTypedAmount('  ')).toEqual({ ok: false, code: 'required' });
    expect(readTypedAmount('12.50')).toEqual({ ok: false, code: 'wholeDollars' });
    expect(readTypedAmount('-5')).toEqual({ ok: false, code: 'wholeDollars' });
    expect(readTypedAmount('0')).toEqual({ ok: false, code: 'inRange' });
    expect(readTypedAmount('99999999999')).toEqual({ ok: false, code: 'inRange' });
  });
});
