import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import type { TermLifeClass } from '../pricing/rate-tables.ts';
import { anApplicant, withBmi, type ApplicantChanges } from './applicant-builder.ts';
import type { Outcome } from './engine.ts';
import { adverseEvidenceSources, decideUnderwriting } from './engine.ts';
import { sandboxEvidence } from './sandbox-evidence.ts';

const TODAY = '2026-11-24';
const bySsn = (ssn: string, licence: string | null = 'D1234500') => ({
  evidence: sandboxEvidence(ssn, licence, TODAY),
});

type Expected = {
  outcome: Outcome;
  /** The term class when term is not declined (null: no class fits). */
  rateClass?: TermLifeClass | null;
  /** Rule ids that fired, in any order: exactly these. */
  rules: string[];
  maxAmountDollars?: number;
  amountDollars?: number;
  maxTermYears?: number;
  termYears?: number;
};

const CASES: [string, ApplicantChanges, Expected][] = [
  // The baseline and BMI, every boundary of the class table.
  [
    'healthy 30-year-old -> preferred_plus, nothing fired',
    {},
    {
      outcome: 'accepted',
      rateClass: 'preferred_plus',
      rules: [],
      maxAmountDollars: 2_000_000,
      amountDollars: 500_000,
      maxTermYears: 35,
      termYears: 20,
    },
  ],
  [
    'BMI 28.0 -> preferred_plus',
    { answers: withBmi(28.0) },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'BMI 28.1 -> preferred',
    { answers: withBmi(28.1) },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 18.5 -> preferred_plus',
    { answers: withBmi(18.5) },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'BMI 18.4 -> preferred',
    { answers: withBmi(18.4) },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 31.0 -> preferred',
    { answers: withBmi(31.0) },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 31.1 -> standard_plus',
    { answers: withBmi(31.1) },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 34.0 -> standard_plus',
    { answers: withBmi(34.0) },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 34.1 -> standard',
    { answers: withBmi(34.1) },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 40.0 -> standard',
    { answers: withBmi(40.0) },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 40.1 -> term declined, AD offered',
    { answers: withBmi(40.1) },
    { outcome: 'ad_only', rules: ['KO-BMI', 'CLASS-BMI'] },
  ],
  [
    'BMI 42 -> term declined, AD offered',
    { answers: withBmi(42) },
    { outcome: 'ad_only', rules: ['KO-BMI', 'CLASS-BMI'] },
  ],
  [
    'BMI 16.0 -> preferred',
    { answers: withBmi(16.0) },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-BMI'] },
  ],
  [
    'BMI 15.9 -> term declined, AD offered',
    { answers: withBmi(15.9) },
    { outcome: 'ad_only', rules: ['KO-BMI', 'CLASS-BMI'] },
  ],
  // Nicotine.
  [
    'smoker, BMI 24 -> tobacco_preferred',
    { answers: { tobacco: 'within_12_months' } },
    { outcome: 'accepted', rateClass: 'tobacco_preferred', rules: ['CLASS-NICOTINE'] },
  ],
  [
    'smoker, BMI 31.0 -> tobacco_preferred',
    { answers: { tobacco: 'within_12_months', ...withBmi(31.0) } },
    { outcome: 'accepted', rateClass: 'tobacco_preferred', rules: ['CLASS-BMI', 'CLASS-NICOTINE'] },
  ],
  [
    'smoker, BMI 31.1 -> tobacco_standard',
    { answers: { tobacco: 'within_12_months', ...withBmi(31.1) } },
    { outcome: 'accepted', rateClass: 'tobacco_standard', rules: ['CLASS-BMI', 'CLASS-NICOTINE'] },
  ],
  [
    'smoker, two early family deaths -> tobacco_standard',
    {
      answers: {
        tobacco: 'within_12_months',
        medical_history_family: [
          { relation: 'father', cause: 'heart_disease', ageAtDeath: 52 },
          { relation: 'mother', cause: 'cancer', ageAtDeath: 58 },
        ],
      },
    },
    { outcome: 'accepted', rateClass: 'tobacco_standard', rules: ['CLASS-FAMILY-HISTORY', 'CLASS-NICOTINE'] },
  ],
  [
    'quit nicotine over 12 months ago -> preferred_plus',
    { answers: { tobacco: 'quit_over_12_months' } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  // Marijuana.
  [
    'marijuana 2 days a month -> preferred_plus',
    { answers: { marijuana: 2 } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'marijuana 3 days a month -> preferred',
    { answers: { marijuana: 3 } },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-MARIJUANA'] },
  ],
  [
    'marijuana 8 days a month -> preferred',
    { answers: { marijuana: 8 } },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-MARIJUANA'] },
  ],
  [
    'marijuana 9 days a month -> standard_plus',
    { answers: { marijuana: 9 } },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-MARIJUANA'] },
  ],
  [
    'marijuana 15 days a month -> standard_plus',
    { answers: { marijuana: 15 } },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-MARIJUANA'] },
  ],
  [
    'marijuana 16 days a month -> standard',
    { answers: { marijuana: 16 } },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-MARIJUANA'] },
  ],
  // Family history.
  [
    'a parent died of heart disease at 55 -> preferred',
    { answers: { medical_history_family: [{ relation: 'father', cause: 'heart_disease', ageAtDeath: 55 }] } },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-FAMILY-HISTORY'] },
  ],
  [
    'a parent died of cancer at 60 -> preferred_plus',
    { answers: { medical_history_family: [{ relation: 'mother', cause: 'cancer', ageAtDeath: 60 }] } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'a sibling died in an accident at 30 -> preferred_plus',
    { answers: { medical_history_family: [{ relation: 'brother', cause: 'other', ageAtDeath: 30 }] } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'two early family deaths -> standard_plus',
    {
      answers: {
        medical_history_family: [
          { relation: 'father', cause: 'heart_disease', ageAtDeath: 52 },
          { relation: 'sister', cause: 'cancer', ageAtDeath: 41 },
        ],
      },
    },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-FAMILY-HISTORY'] },
  ],
  // Moving violations.
  [
    'one moving violation -> preferred_plus',
    {
      answers: {
        driving_history: { movingViolationsLast3Years: 1, duis: [], licenceSuspendedOrRevoked: null },
      },
    },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'two moving violations -> preferred',
    {
      answers: {
        driving_history: { movingViolationsLast3Years: 2, duis: [], licenceSuspendedOrRevoked: null },
      },
    },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-MOVING-VIOLATIONS'] },
  ],
  [
    'three moving violations -> standard_plus',
    {
      answers: {
        driving_history: { movingViolationsLast3Years: 3, duis: [], licenceSuspendedOrRevoked: null },
      },
    },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-MOVING-VIOLATIONS'] },
  ],
  [
    'four moving violations -> standard',
    {
      answers: {
        driving_history: { movingViolationsLast3Years: 4, duis: [], licenceSuspendedOrRevoked: null },
      },
    },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-MOVING-VIOLATIONS'] },
  ],
  // DUIs and licences.
  [
    'one DUI 3-5 years ago -> standard',
    {
      answers: {
        driving_history: {
          movingViolationsLast3Years: 0,
          duis: ['3_to_5_years'],
          licenceSuspendedOrRevoked: null,
        },
      },
    },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-DUI'] },
  ],
  [
    'one DUI 5-10 years ago -> preferred_plus',
    {
      answers: {
        driving_history: {
          movingViolationsLast3Years: 0,
          duis: ['5_to_10_years'],
          licenceSuspendedOrRevoked: null,
        },
      },
    },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'one DUI in the last year -> referred (no class fits)',
    {
      answers: {
        driving_history: {
          movingViolationsLast3Years: 0,
          duis: ['6_to_12_months'],
          licenceSuspendedOrRevoked: null,
        },
      },
    },
    { outcome: 'referred_to_underwriter', rateClass: null, rules: ['CLASS-DUI'] },
  ],
  [
    'two DUIs in 10 years -> rejected',
    {
      answers: {
        driving_history: {
          movingViolationsLast3Years: 0,
          duis: ['3_to_5_years', '5_to_10_years'],
          licenceSuspendedOrRevoked: null,
        },
      },
    },
    { outcome: 'rejected', rules: ['KO-DRIVING', 'CLASS-DUI'] },
  ],
  [
    'licence suspended 2-3 years ago -> rejected',
    {
      answers: {
        driving_history: {
          movingViolationsLast3Years: 0,
          duis: [],
          licenceSuspendedOrRevoked: '2_to_3_years',
        },
      },
    },
    { outcome: 'rejected', rules: ['KO-DRIVING'] },
  ],
  [
    'licence suspended 3-5 years ago -> preferred_plus',
    {
      answers: {
        driving_history: {
          movingViolationsLast3Years: 0,
          duis: [],
          licenceSuspendedOrRevoked: '3_to_5_years',
        },
      },
    },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  // Activities and occupation.
  [
    'skydiving -> standard_plus',
    { answers: { activity: ['skydiving'] } },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-HAZARDOUS-ACTIVITY'] },
  ],
  [
    'private pilot and racing -> standard',
    { answers: { activity: ['private_pilot', 'racing'] } },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-HAZARDOUS-ACTIVITY'] },
  ],
  [
    'professional athlete -> standard_plus',
    { answers: { employ_prosport: true } },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-OCCUPATION'] },
  ],
  [
    'deployed soldier -> standard_plus',
    { answers: { employed_status_military: 'deployed_or_under_orders' } },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-OCCUPATION'] },
  ],
  [
    'active duty, not deployed -> preferred_plus',
    { answers: { employed_status_military: 'active_duty' } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  // Treated conditions.
  [
    'well-controlled blood pressure -> preferred',
    {
      answers: {
        medical_history_1: [{ condition: 'high_blood_pressure', when: '3_to_5_years', wellControlled: true }],
      },
    },
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-BLOOD-PRESSURE-CHOLESTEROL'] },
  ],
  [
    'uncontrolled cholesterol -> referred',
    {
      answers: {
        medical_history_1: [{ condition: 'high_cholesterol', when: '1_to_2_years', wellControlled: false }],
      },
    },
    { outcome: 'referred_to_underwriter', rateClass: null, rules: ['CLASS-BLOOD-PRESSURE-CHOLESTEROL'] },
  ],
  [
    'type 2 diabetes on oral medicine -> standard',
    {
      answers: {
        medical_history_1: [
          { condition: 'diabetes_type_2', when: '3_to_5_years', treatment: 'oral_medicine' },
        ],
      },
    },
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-DIABETES'] },
  ],
  [
    'type 2 diabetes on insulin -> referred',
    {
      answers: {
        medical_history_1: [{ condition: 'diabetes_type_2', when: '3_to_5_years', treatment: 'insulin' }],
      },
    },
    { outcome: 'referred_to_underwriter', rateClass: null, rules: ['CLASS-DIABETES'] },
  ],
  [
    'type 1 diabetes -> referred',
    { answers: { medical_history_1: [{ condition: 'diabetes_type_1', when: 'over_10_years' }] } },
    { outcome: 'referred_to_underwriter', rateClass: null, rules: ['CLASS-DIABETES'] },
  ],
  // Knockouts.
  [
    'current alcohol abuse -> rejected',
    { answers: { substance_usage: { currentAbuse: true, lastTreated: null } } },
    { outcome: 'rejected', rules: ['KO-SUBSTANCE'] },
  ],
  [
    'drug treatment 3-5 years ago -> rejected',
    { answers: { substance_usage: { currentAbuse: false, lastTreated: '3_to_5_years' } } },
    { outcome: 'rejected', rules: ['KO-SUBSTANCE'] },
  ],
  [
    'drug treatment 5-10 years ago -> preferred_plus',
    { answers: { substance_usage: { currentAbuse: false, lastTreated: '5_to_10_years' } } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'felony conviction -> rejected',
    {
      answers: {
        criminal_history: { felonyConviction: true, probationOrParole: false, pendingCharges: false },
      },
    },
    { outcome: 'rejected', rules: ['KO-FELONY'] },
  ],
  [
    'on parole -> rejected',
    {
      answers: {
        criminal_history: { felonyConviction: false, probationOrParole: true, pendingCharges: false },
      },
    },
    { outcome: 'rejected', rules: ['KO-FELONY'] },
  ],
  [
    'charges pending -> referred',
    {
      answers: {
        criminal_history: { felonyConviction: false, probationOrParole: false, pendingCharges: true },
      },
    },
    { outcome: 'referred_to_underwriter', rateClass: 'preferred_plus', rules: ['REF-PENDING-CHARGES'] },
  ],
  [
    'cancer treated 5-10 years ago -> term declined, AD offered',
    { answers: { medical_history_1: [{ condition: 'cancer', when: '5_to_10_years' }] } },
    { outcome: 'ad_only', rules: ['KO-CANCER'] },
  ],
  [
    'cancer over 10 years ago -> preferred_plus',
    { answers: { medical_history_1: [{ condition: 'cancer', when: 'over_10_years' }] } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'basal cell skin cancer last year -> preferred_plus',
    { answers: { medical_history_1: [{ condition: 'basal_cell_skin_cancer', when: '6_to_12_months' }] } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'heart attack over 10 years ago -> term declined, AD offered',
    { answers: { medical_history_1: [{ condition: 'heart_attack', when: 'over_10_years' }] } },
    { outcome: 'ad_only', rules: ['KO-HEART'] },
  ],
  [
    'stroke -> term declined, AD offered',
    { answers: { medical_history_1: [{ condition: 'stroke', when: '2_to_3_years' }] } },
    { outcome: 'ad_only', rules: ['KO-HEART'] },
  ],
  [
    'disabled now -> term declined, AD offered',
    { answers: { medical_history_2: [{ condition: 'disabled_now' }] } },
    { outcome: 'ad_only', rules: ['KO-DISABILITY'] },
  ],
  [
    'disability benefits 1-2 years ago -> term declined, AD offered',
    { answers: { medical_history_2: [{ condition: 'disability_benefits', when: '1_to_2_years' }] } },
    { outcome: 'ad_only', rules: ['KO-DISABILITY'] },
  ],
  [
    'disability benefits 2-3 years ago -> preferred_plus',
    { answers: { medical_history_2: [{ condition: 'disability_benefits', when: '2_to_3_years' }] } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'employment status disabled -> term declined, AD offered',
    { answers: { employed_status: 'disabled', income: cents(0) } },
    { outcome: 'ad_only', rules: ['KO-DISABILITY', 'COVER-NO-INCOME-REFER'] },
  ],
  [
    'suicide attempt over 10 years ago -> rejected',
    { answers: { medical_history_2: [{ condition: 'suicide_attempt', when: 'over_10_years' }] } },
    { outcome: 'rejected', rules: ['KO-MENTAL-HEALTH'] },
  ],
  [
    'mental-health hospital stay 3-5 years ago -> rejected',
    {
      answers: { medical_history_2: [{ condition: 'mental_health_hospitalisation', when: '3_to_5_years' }] },
    },
    { outcome: 'rejected', rules: ['KO-MENTAL-HEALTH'] },
  ],
  [
    'mental-health hospital stay 5-10 years ago -> preferred_plus',
    {
      answers: { medical_history_2: [{ condition: 'mental_health_hospitalisation', when: '5_to_10_years' }] },
    },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'HIV positive -> term declined, AD offered',
    { answers: { hiv_status: 'positive' } },
    { outcome: 'ad_only', rules: ['KO-HIV'] },
  ],
  [
    'in hospital for COVID-19 this summer -> referred',
    { answers: { covid_hospitalized: 'within_6_months' } },
    { outcome: 'referred_to_underwriter', rateClass: 'preferred_plus', rules: ['KO-COVID'] },
  ],
  [
    'in hospital for COVID-19 last winter -> preferred_plus',
    { answers: { covid_hospitalized: '6_to_12_months' } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'declined elsewhere this year -> referred',
    { answers: { applied_within_12_months: 'declined' } },
    { outcome: 'referred_to_underwriter', rules: ['KO-PRIOR-DECLINE'] },
  ],
  [
    'approved elsewhere this year -> preferred_plus',
    { answers: { applied_within_12_months: 'approved' } },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'an application pending elsewhere -> referred',
    { answers: { applied_within_12_months: 'pending' } },
    { outcome: 'referred_to_underwriter', rules: ['REF-PENDING-APPLICATION'] },
  ],
  [
    'not a US citizen -> referred',
    { answers: { us_citizen: false } },
    { outcome: 'referred_to_underwriter', rules: ['REF-RESIDENCY'] },
  ],
  [
    'a condition the guidelines do not name -> referred',
    {
      answers: {
        medical_history_2: [{ condition: 'other', when: '1_to_2_years', description: 'kidney stones' }],
      },
    },
    { outcome: 'referred_to_underwriter', rules: ['REF-OTHER-CONDITION'] },
  ],
  [
    'BMI 42 and a felony -> rejected',
    {
      answers: {
        ...withBmi(42),
        criminal_history: { felonyConviction: true, probationOrParole: false, pendingCharges: false },
      },
    },
    { outcome: 'rejected', rules: ['KO-BMI', 'KO-FELONY', 'CLASS-BMI'] },
  ],
  [
    'BMI 42 and identity not found -> referred (AD needs a person)',
    { answers: withBmi(42), ...bySsn('123-45-0009') },
    { outcome: 'referred_to_underwriter', rules: ['KO-BMI', 'KO-IDENTITY', 'CLASS-BMI'] },
  ],
  // Ages.
  ['aged 17 -> rejected', { age: 17 }, { outcome: 'rejected', rules: ['AGE-TERM', 'AGE-AD'] }],
  [
    'aged 18 -> accepted, terms to 47 years',
    { age: 18 },
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [], maxTermYears: 47 },
  ],
  ['aged 46 -> term declined, AD offered', { age: 46 }, { outcome: 'ad_only', rules: ['AGE-TERM'] }],
  ['aged 61 -> rejected', { age: 61 }, { outcome: 'rejected', rules: ['AGE-TERM', 'AGE-AD'] }],
  // Cover limits.
  [
    '30, $50,000 income, asks $2,000,000 -> capped at 30x: $1,500,000',
    { answers: { income: cents(5_000_000) }, termAmountDollars: 2_000_000 },
    {
      outcome: 'accepted',
      rateClass: 'preferred_plus',
      rules: ['COVER-INCOME'],
      maxAmountDollars: 1_500_000,
      amountDollars: 1_500_000,
    },
  ],
  [
    '30, $50,000 income, asks $1,000,000 -> not capped',
    { answers: { income: cents(5_000_000) }, termAmountDollars: 1_000_000 },
    { outcome: 'accepted', rules: [], maxAmountDollars: 1_500_000, amountDollars: 1_000_000 },
  ],
  [
    '41, $50,000 income, asks $1,500,000 -> capped at 20x: $1,000,000',
    { age: 41, answers: { income: cents(5_000_000) }, termAmountDollars: 1_500_000 },
    {
      outcome: 'referred_to_underwriter',
      rules: ['COVER-INCOME', 'COVER-LARGE-AT-40'],
      maxAmountDollars: 1_000_000,
      amountDollars: 1_000_000,
    },
  ],
  [
    '41, $41,234 income -> maximum floored to the $50,000 step: $800,000',
    { age: 41, answers: { income: cents(4_123_400) }, termAmountDollars: 1_000_000 },
    { outcome: 'accepted', rules: ['COVER-INCOME'], maxAmountDollars: 800_000, amountDollars: 800_000 },
  ],
  [
    'student without income asks $750,000 -> capped at $500,000',
    { answers: { employed_status: 'student', income: cents(0) }, termAmountDollars: 750_000 },
    {
      outcome: 'accepted',
      rateClass: 'preferred_plus',
      rules: ['COVER-NO-INCOME'],
      maxAmountDollars: 500_000,
      amountDollars: 500_000,
    },
  ],
  [
    'homemaker without income asks $250,000 -> accepted',
    { answers: { employed_status: 'homemaker', income: cents(0) }, termAmountDollars: 250_000 },
    { outcome: 'accepted', rules: [], maxAmountDollars: 500_000, amountDollars: 250_000 },
  ],
  [
    'unemployed without income -> referred',
    { answers: { employed_status: 'unemployed', income: cents(0) } },
    { outcome: 'referred_to_underwriter', rules: ['COVER-NO-INCOME-REFER'] },
  ],
  [
    '$3,000 income -> limit under the $100,000 minimum, referred',
    { answers: { income: cents(300_000) } },
    { outcome: 'referred_to_underwriter', rules: ['COVER-BELOW-MINIMUM'] },
  ],
  [
    '40 asks $1,050,000 -> referred',
    { age: 40, termAmountDollars: 1_050_000 },
    { outcome: 'referred_to_underwriter', rateClass: 'preferred_plus', rules: ['COVER-LARGE-AT-40'] },
  ],
  [
    '40 asks $1,000,000 -> accepted',
    { age: 40, termAmountDollars: 1_000_000 },
    { outcome: 'accepted', rules: [] },
  ],
  [
    '39 asks $1,500,000 -> accepted',
    { age: 39, termAmountDollars: 1_500_000 },
    { outcome: 'accepted', rules: [], amountDollars: 1_500_000 },
  ],
  [
    '45 asks 30 years -> term capped at 20 years',
    { age: 45, termYears: 30 },
    { outcome: 'accepted', rules: ['COVER-TERM-YEARS'], maxTermYears: 20, termYears: 20 },
  ],
  // The sandbox's evidence identities.
  [
    'SSN ending 0001 (anticoagulant) -> term declined, AD offered',
    bySsn('123-45-0001'),
    { outcome: 'ad_only', rules: ['KO-HEART'] },
  ],
  [
    'SSN ending 0002 (insulin) -> referred',
    bySsn('123-45-0002'),
    { outcome: 'referred_to_underwriter', rateClass: null, rules: ['CLASS-DIABETES'] },
  ],
  [
    'SSN ending 0003 (statin) -> preferred',
    bySsn('123-45-0003'),
    { outcome: 'accepted', rateClass: 'preferred', rules: ['CLASS-BLOOD-PRESSURE-CHOLESTEROL'] },
  ],
  [
    'SSN ending 0004 (declined 6 months ago) -> referred',
    bySsn('123-45-0004'),
    { outcome: 'referred_to_underwriter', rules: ['KO-PRIOR-DECLINE'] },
  ],
  [
    'SSN ending 0009 (identity not found) -> referred',
    bySsn('123-45-0009'),
    { outcome: 'referred_to_underwriter', rules: ['KO-IDENTITY'] },
  ],
  [
    'SSN ending 0005 -> clean, preferred_plus',
    bySsn('123-45-0005'),
    { outcome: 'accepted', rateClass: 'preferred_plus', rules: [] },
  ],
  [
    'licence ending 13 (two DUIs) -> rejected',
    bySsn('123-45-6789', 'D9876513'),
    { outcome: 'rejected', rules: ['KO-DRIVING', 'CLASS-DUI'] },
  ],
  [
    'licence ending 07 (one DUI 3 years ago) -> standard',
    bySsn('123-45-6789', 'D9876507'),
    { outcome: 'accepted', rateClass: 'standard', rules: ['CLASS-DUI'] },
  ],
  [
    'identity mismatch -> referred',
    { evidence: { identity: { status: 'mismatch', fields: ['address'] } } },
    { outcome: 'referred_to_underwriter', rules: ['KO-IDENTITY'] },
  ],
  [
    'prescription check unavailable -> referred',
    { evidence: { prescriptions: { status: 'unavailable' } } },
    { outcome: 'referred_to_underwriter', rules: ['REF-EVIDENCE-UNAVAILABLE'] },
  ],
  [
    'no driving record for the licence -> referred',
    { evidence: { mvr: { status: 'not_found' } } },
    { outcome: 'referred_to_underwriter', rules: ['REF-MVR-NOT-FOUND'] },
  ],
  [
    'MVR shows 3 moving violations the applicant left out -> standard_plus',
    {
      evidence: {
        mvr: {
          status: 'found',
          violations: [
            { kind: 'moving_violation', on: '2026-01-02' },
            { kind: 'moving_violation', on: '2025-03-04' },
            { kind: 'moving_violation', on: '2024-05-06' },
          ],
        },
      },
    },
    { outcome: 'accepted', rateClass: 'standard_plus', rules: ['CLASS-MOVING-VIOLATIONS'] },
  ],
];

describe('the underwriting decision table (rules 2026-11-v1)', () => {
  it('has at least 40 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)('%s', (_name, changes, expected) => {
    const result = decideUnderwriting(anApplicant(changes));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const decision = result.value;
    expect(decision.outcome).toBe(expected.outcome);
    expect(decision.reasons.map((reason) => reason.ruleId).sort()).toEqual([...expected.rules].sort());
    const term = decision.termLife;
    if (expected.rateClass !== undefined) {
      expect(term.verdict).not.toBe('declined');
      if (term.verdict !== 'declined') expect(term.rateClass).toBe(expected.rateClass);
    }
    if (term.verdict !== 'declined') {
      if (expected.maxAmountDollars !== undefined)
        expect(term.maxAmount).toBe(expected.maxAmountDollars * 100);
      if (expected.amountDollars !== undefined) expect(term.amount).toBe(expected.amountDollars * 100);
      if (expected.maxTermYears !== undefined) expect(term.maxTermYears).toBe(expected.maxTermYears);
      if (expected.termYears !== undefined) expect(term.termYears).toBe(expected.termYears);
    }
    if (expected.outcome === 'accepted') expect(term.verdict).toBe('approved');
    if (expected.outcome === 'ad_only') {
      expect(term.verdict).toBe('declined');
      expect(decision.accidentalDeath).toEqual({
        verdict: 'approved',
        maxAmount: 100_000_000,
        amount: 25_000_000,
      });
    }
    if (expected.outcome === 'rejected') {
      expect(term.verdict).toBe('declined');
      expect(decision.accidentalDeath.verdict).toBe('declined');
    }
    for (const reason of decision.reasons) {
      expect(reason.reason.length).toBeGreaterThan(10);
      expect(reason.basis.length).toBeGreaterThan(0);
      expect(reason.effects.length).toBeGreaterThan(0);
    }
  });
});

describe('a decision', () => {
  it('names the answer or the evidence behind each rule', () => {
    const bmi = decideUnderwriting(anApplicant({ answers: withBmi(42) }));
    const heart = decideUnderwriting(anApplicant(bySsn('123-45-0001')));
    if (!bmi.ok || !heart.ok) throw new Error('not decided');
    expect(bmi.value.reasons.find((r) => r.ruleId === 'KO-BMI')).toEqual({
      ruleId: 'KO-BMI',
      reason: 'A BMI over 40 (or under 16).',
      basis: [
        { kind: 'answer', slug: 'height', value: 2000 },
        { kind: 'answer', slug: 'weight', value: 168_000 },
        { kind: 'derived', name: 'bmi', value: 42 },
      ],
      effects: [{ kind: 'decline_term' }],
    });
    expect(heart.value.reasons[0]!.basis).toEqual([
      {
        kind: 'evidence',
        source: 'prescriptions',
        value: [{ drug: 'warfarin', drugClass: 'anticoagulant', filledOn: '2026-10-25' }],
      },
    ]);
    expect(adverseEvidenceSources(heart.value)).toEqual(['prescriptions']);
    expect(adverseEvidenceSources(bmi.value)).toEqual([]);
  });

  it('takes the worse of the answer and the record, naming both when they agree', () => {
    const result = decideUnderwriting(
      anApplicant({
        answers: {
          driving_history: {
            movingViolationsLast3Years: 0,
            duis: ['2_to_3_years'],
            licenceSuspendedOrRevoked: null,
          },
        },
        ...bySsn('123-45-6789', 'D9876507'),
      }),
    );
    if (!result.ok) throw new Error('not decided');
    const dui = result.value.reasons.find((r) => r.ruleId === 'CLASS-DUI')!;
    expect(dui.basis.map((b) => b.kind)).toEqual(['answer', 'evidence']);
  });

  it('caps the class and the cover with effects that say so', () => {
    const result = decideUnderwriting(
      anApplicant({ answers: { income: cents(5_000_000), ...withBmi(29) }, termAmountDollars: 2_000_000 }),
    );
    if (!result.ok) throw new Error('not decided');
    expect(result.value.reasons.flatMap((r) => r.effects)).toEqual([
      { kind: 'cap_class', atBest: 'preferred' },
      { kind: 'cap_term_amount', amount: 150_000_000 },
    ]);
  });

  it('survives JSON unchanged, with its rules version and day', () => {
    const result = decideUnderwriting(anApplicant({ answers: withBmi(42), ...bySsn('123-45-0003') }));
    if (!result.ok) throw new Error('not decided');
    expect(JSON.parse(JSON.stringify(result.value))).toEqual(result.value);
    expect(result.value.rulesVersion).toBe('2026-11-v1');
    expect(result.value.decidedOn).toBe('2026-11-24');
    expect(result.value.issueAge).toBe(30);
  });

  it('is re-run with the version it names, and refuses one that never existed', () => {
    const input = anApplicant({ answers: { marijuana: 9 } });
    const first = decideUnderwriting(input);
    if (!first.ok) throw new Error('not decided');
    expect(decideUnderwriting(input, first.value.rulesVersion)).toEqual(first);
    expect(decideUnderwriting(input, '2019-01-v9')).toEqual({
      ok: false,
      error: { code: 'UNDERWRITING_RULES_VERSION_UNKNOWN', version: '2019-01-v9' },
    });
  });

  it('refuses a malformed input rather than deciding on it', () => {
    const result = decideUnderwriting({
      ...anApplicant({ answers: { marijuana: 40, height: 0 } }),
      decidedOn: '2026-13-01',
    });
    expect(result.ok).toBe(false);
    if (!result.ok && result.error.code === 'UNDERWRITING_INPUT_INVALID')
      expect(result.error.problems).toEqual([
        'decidedOn is not a yyyy-MM-dd date',
        'height is not a whole number of millimetres',
        'marijuana is not a number of days from 0 to 31',
      ]);
    expect(decideUnderwriting(anApplicant({ termAmountDollars: 2_050_000 })).ok).toBe(false);
    expect(decideUnderwriting(anApplicant({ termAmountDollars: 125_000 })).ok).toBe(false);
    expect(decideUnderwriting(anApplicant({ termYears: 9 })).ok).toBe(false);
    expect(decideUnderwriting(anApplicant({ adAmountDollars: 1_050_000 })).ok).toBe(false);
  });
});
