import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { premiumFor, type PolicyTerms } from './endorsements.ts';
import { extensionVersion, termExtension } from './term-extension.ts';

const policy = {
  productSlug: 'wysh-term-life' as const,
  effectiveOn: '2027-01-15',
  termYears: 10,
  issueAge: 35,
};

describe('extending a term to 65', () => {
  it('is offered in the term’s last year, from its anniversary for the years left to 65', () => {
    expect(termExtension(policy, '2036-06-01')).toEqual({
      ok: true,
      value: {
        extendsFrom: '2037-01-15',
        years: 20,
        attainedAge: 45,
        coverEndsOn: '2057-01-14',
        opensOn: '2036-01-15',
      },
    });
  });

  it('is not offered before the last year, nor once the term has ended', () => {
    expect(termExtension(policy, '2036-01-14')).toEqual({
      ok: false,
      error: { code: 'NOT_YET', opensOn: '2036-01-15' },
    });
    expect(termExtension(policy, '2037-01-15')).toEqual({ ok: false, error: { code: 'ENDED' } });
  });

  it('follows the filed table: no one past 45 at the anniversary, nor with under 10 years to 65', () => {
    expect(termExtension({ ...policy, issueAge: 36 }, '2036-06-01')).toEqual({
      ok: false,
      error: { code: 'NOT_FILED', attainedAge: 46 },
    });
    expect(termExtension({ ...policy, issueAge: 25, termYears: 31 }, '2057-06-01')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FILED', attainedAge: 56 },
    });
    expect(
      termExtension({ ...policy, productSlug: 'wysh-accidental-death', termYears: null }, '2036-06-01'),
    ).toEqual({ ok: false, error: { code: 'NOT_TERM_LIFE' } });
  });

  it('prices the periods from its anniversary at the extension’s terms, and none before', () => {
    const issued: PolicyTerms = {
      cover: cents(50_000_000),
      monthlyPremium: cents(2_000),
      annualPremium: cents(22_000),
      rateClass: 'preferred',
      issueAge: 35,
      termYears: 10,
      rateVersion: 'v1',
    };
    const versions = [{ version: 1, effectiveOn: policy.effectiveOn, terms: issued, withdrawnOn: null }];
    const extended = {
      ...issued,
      monthlyPremium: cents(9_000),
      issueAge: 45,
      termYears: 20,
      rateClass: 'standard',
    };
    const made = extensionVersion(versions, { extendsFrom: '2037-01-15' }, extended, '2036-06-01');
    expect(made).toEqual({
      ok: true,
      value: { version: 2, effectiveOn: '2037-01-15', terms: extended, withdrawnOn: null },
    });
    const all = [...versions, made.ok ? made.value : versions[0]!];
    expect(premiumFor(all, { dueOn: '2036-12-15', frequency: 'monthly' })).toBe(2_000);
    expect(premiumFor(all, { dueOn: '2037-01-15', frequency: 'monthly' })).toBe(9_000);
  });
});
