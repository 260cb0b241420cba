import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money.ts';
import { REINSTATEMENT_REASONS } from './rule-set.ts';
import { reinstatementRules, REINSTATEMENT_RULE_SETS, REINSTATEMENT_RULES_VERSION } from './rules.ts';

describe('the reinstatement rule-set registry', () => {
  it('files each rule set under its own version, the current one included', () => {
    for (const [version, rules] of Object.entries(REINSTATEMENT_RULE_SETS))
      expect(rules.version).toBe(version);
    expect(REINSTATEMENT_RULES_VERSION).toBe('2026-11-v1');
    expect(reinstatementRules()).toMatchObject({ ok: true, value: { version: '2026-11-v1' } });
  });

  it('refuses a version it does not hold, even one named like an object’s own property', () => {
    for (const version of ['2020-01-v1', 'toString', '__proto__'])
      expect(reinstatementRules(version)).toEqual({
        ok: false,
        error: { code: 'REINSTATEMENT_RULES_VERSION_UNKNOWN', version },
      });
  });

  it.each(Object.values(REINSTATEMENT_RULE_SETS))(
    'rule set $version: interest at most 6% a year, a reason in words for every code, whole-number periods',
    (rules) => {
      const { numerator, denominator } = parseDecimal(rules.interest.percentPerYear);
      expect(numerator >= 0n && numerator <= 6n * denominator).toBe(true);
      for (const reason of REINSTATEMENT_REASONS) expect(rules.reasons[reason]).toMatch(/\.$/);
      for (const days of [rules.arrearsOnlyDays, rules.retryAfterDeclineDays, rules.contestableYears])
        expect(Number.isSafeInteger(days) && days > 0).toBe(true);
    },
  );

  it('holds the filed windows: 5 years in North Carolina, 3 everywhere else, after 60 days of arrears only', () => {
    const rules = REINSTATEMENT_RULE_SETS['2026-11-v1']!;
    expect(rules.windowYears).toEqual({ default: 3, byState: { NC: 5 } });
    expect(rules.arrearsOnlyDays).toBe(60);
    expect(rules.interest).toEqual({ percentPerYear: '6', rounding: 'half-up' });
  });
});
