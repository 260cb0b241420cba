import { describe, expect, it } from 'vitest';
import { conditionProblem, fieldsOf } from '../conditions.ts';
import { whenOf } from './answers.ts';
import { anApplicant } from './applicant-builder.ts';
import { decideUnderwriting, UNDERWRITING_RULE_SETS, UNDERWRITING_RULES_VERSION } from './engine.ts';
import { sandboxEvidence } from './sandbox-evidence.ts';

describe('the rule-set registry', () => {
  it('files each rule set under its own version, the current one included', () => {
    for (const [version, rules] of Object.entries(UNDERWRITING_RULE_SETS))
      expect(rules.version).toBe(version);
    expect(UNDERWRITING_RULE_SETS[UNDERWRITING_RULES_VERSION]).toBeDefined();
    expect(UNDERWRITING_RULES_VERSION).toBe('2026-11-v1');
  });

  it.each(Object.values(UNDERWRITING_RULE_SETS))(
    'rule set $version: unique ids, conditions of the language, and only facts it derives',
    (rules) => {
      const facts = Object.keys(rules.derive(anApplicant()));
      const conditions = [
        ...rules.knockouts.map((rule) => rule.when),
        ...rules.classCriteria.flatMap((criterion) => criterion.steps.map((step) => step.when)),
        rules.nicotine.when,
        rules.nicotine.preferredWhen,
      ];
      for (const condition of conditions) {
        expect(conditionProblem(condition)).toBeNull();
        for (const field of fieldsOf(condition)) expect(facts).toContain(field);
      }
      const ids = [
        ...rules.knockouts.map((rule) => rule.id),
        ...rules.classCriteria.map((criterion) => criterion.id),
        rules.nicotine.id,
        ...Object.keys(rules.cover.reasons),
      ];
      expect(new Set(ids).size).toBe(ids.length);
      for (const rule of rules.knockouts)
        expect([rule.termLife, rule.accidentalDeath]).not.toEqual(['offer', 'offer']);
    },
  );

  it.each(Object.values(UNDERWRITING_RULE_SETS))(
    'rule set $version: has cover limits for every age it issues term life at, and a reason at every other',
    (rules) => {
      for (let age = 10; age <= 80; age += 1) {
        const result = decideUnderwriting(anApplicant({ age, termYears: 10 }), rules.version);
        if (!result.ok) throw new Error(JSON.stringify(result.error));
        const declinedForAge = result.value.reasons.some((reason) =>
          reason.effects.some((effect) => effect.kind === 'decline_term'),
        );
        expect(result.value.termLife.verdict === 'declined').toBe(declinedForAge);
      }
    },
  );
});

describe('periods', () => {
  it('places a dated record in the period the interview would have asked about', () => {
    expect(whenOf('2026-11-24', '2026-11-24')).toBe('within_6_months');
    expect(whenOf('2026-05-25', '2026-11-24')).toBe('within_6_months');
    expect(whenOf('2026-05-24', '2026-11-24')).toBe('6_to_12_months');
    expect(whenOf('2025-11-25', '2026-11-24')).toBe('6_to_12_months');
    expect(whenOf('2025-11-24', '2026-11-24')).toBe('1_to_2_years');
    expect(whenOf('2023-11-24', '2026-11-24')).toBe('3_to_5_years');
    expect(whenOf('2016-11-25', '2026-11-24')).toBe('5_to_10_years');
    expect(whenOf('2016-11-24', '2026-11-24')).toBe('over_10_years');
  });
});

describe('the sandbox evidence providers', () => {
  const today = '2026-11-24';
  it('report the test identities of the guidelines', () => {
    expect(sandboxEvidence('123-45-0001', null, today).prescriptions).toEqual({
      status: 'found',
      fills: [{ drug: 'warfarin', drugClass: 'anticoagulant', filledOn: '2026-10-25' }],
    });
    expect(sandboxEvidence('123450002', null, today).prescriptions).toMatchObject({
      fills: [{ drugClass: 'insulin' }],
    });
    expect(sandboxEvidence('123-45-0003', null, today).prescriptions).toMatchObject({
      fills: [{ drugClass: 'statin' }],
    });
    expect(sandboxEvidence('123-45-0004', null, today).mib).toEqual({
      status: 'found',
      reports: [{ kind: 'prior_decline', reportedOn: '2026-05-24' }],
    });
    expect(sandboxEvidence('123-45-0009', null, today).identity).toEqual({ status: 'not_found' });
    expect(sandboxEvidence('123-45-6789', 'D9876513', today).mvr).toEqual({
      status: 'found',
      violations: [
        { kind: 'dui', on: '2024-11-24' },
        { kind: 'dui', on: '2020-11-24' },
      ],
    });
    expect(sandboxEvidence('123-45-6789', 'D9876507', today).mvr).toEqual({
      status: 'found',
      violations: [{ kind: 'dui', on: '2023-11-24' }],
    });
  });

  it('report a clean, verified record for anyone else, and no driving record without a licence', () => {
    expect(sandboxEvidence('123-45-6789', 'D1234500', today)).toEqual({
      identity: { status: 'verified' },
      prescriptions: { status: 'no_record' },
      mib: { status: 'no_record' },
      mvr: { status: 'clean' },
    });
    expect(sandboxEvidence('123-45-6789', null, today).mvr).toEqual({ status: 'not_requested' });
  });

  it('dates a prior decline six months back across a year end', () => {
    expect(sandboxEvidence('123-45-0004', null, '2027-02-10').mib).toEqual({
      status: 'found',
      reports: [{ kind: 'prior_decline', reportedOn: '2026-08-10' }],
    });
  });
});
