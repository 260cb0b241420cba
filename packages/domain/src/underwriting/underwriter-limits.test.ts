import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { anApplicant, withBmi, type ApplicantChanges } from './applicant-builder.ts';
import { decideUnderwriting, type UnderwritingDecision } from './engine.ts';
import {
  checkAcceptance,
  isOwnCase,
  underwriterLimits,
  type UnderwriterLimits,
} from './underwriter-limits.ts';

/** Referred for a reason that says nothing of class or cover: the identity check found no one. */
const REFERRED: ApplicantChanges['evidence'] = { identity: { status: 'not_found' } };

function limitsOf(changes: ApplicantChanges): UnderwriterLimits {
  const input = anApplicant({ ...changes, evidence: { ...REFERRED, ...changes.evidence } });
  const decided = decideUnderwriting(input);
  if (!decided.ok) throw new Error(decided.error.code);
  expect(decided.value.outcome).toBe('referred_to_underwriter');
  const limits = underwriterLimits(input, decided.value);
  if (!limits.ok) throw new Error(limits.error.code);
  return limits.value;
}

const dollars = (amount: number) => cents(amount * 100);

describe('underwriterLimits and checkAcceptance', () => {
  it('holds a student without earned income to the $500,000 no-income cap', () => {
    const limits = limitsOf({
      answers: { employed_status: 'student', income: cents(0) },
      termAmountDollars: 2_000_000,
    });
    expect(limits.maxAmount).toBe(dollars(500_000));
    expect(checkAcceptance(limits, { rateClass: 'preferred_plus', maxAmount: dollars(500_000) }).ok).toBe(
      true,
    );
    expect(checkAcceptance(limits, { rateClass: 'preferred_plus', maxAmount: dollars(2_000_000) })).toEqual({
      ok: false,
      error: {
        code: 'OUTSIDE_GUIDELINES',
        message: expect.stringContaining('outside the underwriting guidelines'),
        fields: [
          {
            field: 'maxAmount',
            message:
              'The guidelines allow term cover up to $500,000: Without earned income (student, homemaker) term cover is limited to $500,000.',
          },
        ],
      },
    });
  });

  it('holds a working applicant to the income multiple, and anyone to the filed maximum', () => {
    const limited = limitsOf({ answers: { income: dollars(20_000) } });
    expect(limited.maxAmount).toBe(dollars(600_000));
    expect(limited.coverReason).toMatch(/30 times earned income/);
    expect(checkAcceptance(limited, { rateClass: 'preferred', maxAmount: dollars(650_000) }).ok).toBe(false);
    const wealthy = limitsOf({ answers: { income: dollars(500_000) } });
    expect(wealthy.maxAmount).toBe(dollars(2_000_000));
    expect(checkAcceptance(wealthy, { rateClass: 'preferred', maxAmount: dollars(2_000_000) }).ok).toBe(true);
  });

  it('lets an underwriter set the cover the rules left to them, up to the no-income cap', () => {
    const limits = limitsOf({ answers: { employed_status: 'retired', income: cents(0) } });
    expect(limits.maxAmount).toBe(dollars(500_000));
    expect(checkAcceptance(limits, { rateClass: 'standard', maxAmount: dollars(500_000) }).ok).toBe(true);
    expect(checkAcceptance(limits, { rateClass: 'standard', maxAmount: dollars(550_000) }).ok).toBe(false);
  });

  it('gives a nicotine user tobacco classes only', () => {
    const limits = limitsOf({ answers: { tobacco: 'within_12_months' } });
    expect(limits.rateClasses).toEqual(['tobacco_preferred', 'tobacco_standard']);
    const refused = checkAcceptance(limits, { rateClass: 'preferred_plus', maxAmount: dollars(500_000) });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'OUTSIDE_GUIDELINES',
        fields: [
          {
            field: 'rateClass',
            message:
              'Nicotine in the last 12 months: the guidelines allow tobacco classes only, tobacco preferred at best.',
          },
        ],
      },
    });
    expect(checkAcceptance(limits, { rateClass: 'tobacco_preferred', maxAmount: dollars(500_000) }).ok).toBe(
      true,
    );
    const heavier = limitsOf({ answers: { tobacco: 'within_12_months', ...withBmi(33) } });
    expect(heavier.rateClasses).toEqual(['tobacco_standard']);
  });

  it('gives a non-user no tobacco class, and no class better than the criteria allow', () => {
    const limits = limitsOf({ answers: withBmi(29) });
    expect(limits.rateClasses).toEqual(['preferred', 'standard_plus', 'standard']);
    expect(
      checkAcceptance(limits, { rateClass: 'tobacco_standard', maxAmount: dollars(500_000) }),
    ).toMatchObject({ ok: false, error: { fields: [{ field: 'rateClass' }] } });
    expect(
      checkAcceptance(limits, { rateClass: 'preferred_plus', maxAmount: dollars(500_000) }),
    ).toMatchObject({
      ok: false,
      error: {
        fields: [
          {
            field: 'rateClass',
            message: 'The guidelines allow preferred at best: BMI outside 18.5 to 28.0: preferred at best.',
          },
        ],
      },
    });
    expect(checkAcceptance(limits, { rateClass: 'standard', maxAmount: dollars(500_000) }).ok).toBe(true);
  });

  it('allows standard at best where the rules referred because no class fits (insulin)', () => {
    const insulin = {
      medical_history_1: [
        { condition: 'diabetes_type_2', when: 'over_10_years', treatment: 'insulin' } as const,
      ],
    };
    expect(limitsOf({ answers: insulin }).rateClasses).toEqual(['standard']);
    expect(limitsOf({ answers: { ...insulin, tobacco: 'within_12_months' } }).rateClasses).toEqual([
      'tobacco_standard',
    ]);
  });

  it('keeps a knockout a knockout: a heart attack declines term life whatever else was referred', () => {
    const limits = limitsOf({
      answers: { medical_history_1: [{ condition: 'heart_attack', when: 'over_10_years' }] },
    });
    expect(limits.rateClasses).toEqual([]);
    expect(checkAcceptance(limits, { rateClass: 'standard', maxAmount: dollars(100_000) })).toEqual({
      ok: false,
      error: {
        code: 'TERM_KNOCKED_OUT',
        message:
          "The guidelines decline term life for this applicant, so it can't be accepted: A heart attack, stroke, heart surgery or heart failure, at any time.",
      },
    });
  });

  it('refuses a decision stored under a rule set it does not know', () => {
    const input = anApplicant();
    const decided = decideUnderwriting(input);
    if (!decided.ok) throw new Error('undecided');
    const unknown: UnderwritingDecision = { ...decided.value, rulesVersion: '1999-01-v0' };
    expect(underwriterLimits(input, unknown)).toEqual({
      ok: false,
      error: { code: 'UNDERWRITING_RULES_VERSION_UNKNOWN', version: '1999-01-v0' },
    });
  });
});

describe('isOwnCase', () => {
  it('is a case of the decider’s own account', () => {
    expect(isOwnCase({ deciderUserId: 'u-1', applicantUserId: 'u-1' })).toBe(true);
    expect(isOwnCase({ deciderUserId: 'u-1', applicantUserId: 'u-2' })).toBe(false);
  });
});
