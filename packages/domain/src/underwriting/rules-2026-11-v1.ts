// The product's filed underwriting guidelines of November 2026 (shared/reference/underwriting-guidelines.md),
// as data. Each knockout is a row of the guidelines' knockout table with its term and accidental-death columns;
// each class criterion a row of the class table; the cover limits as filed. Rows whose id starts REF- are the
// cases the guidelines do not cover, which they say go to an underwriter. Frozen: change it by adding a version.
import { cents } from '../money.ts';
import { deriveFacts } from './facts.ts';
import type { UnderwritingRuleSet } from './rule-set.ts';

const yes = (field: string) => ({ field, equals: true });

export const RULES_2026_11_V1: UnderwritingRuleSet = {
  version: '2026-11-v1',
  derive: deriveFacts,
  knockouts: [
    {
      id: 'AGE-TERM',
      reason: 'Term life is issued at ages 18 to 45.',
      when: {
        any: [
          { field: 'age', lessThan: 18 },
          { field: 'age', greaterThan: 45 },
        ],
      },
      termLife: 'decline',
      accidentalDeath: 'offer',
    },
    {
      id: 'AGE-AD',
      reason: 'Accidental death cover is issued at ages 18 to 60.',
      when: {
        any: [
          { field: 'age', lessThan: 18 },
          { field: 'age', greaterThan: 60 },
        ],
      },
      termLife: 'offer',
      accidentalDeath: 'decline',
    },
    {
      id: 'KO-SUBSTANCE',
      reason: 'Current drug or alcohol abuse, or treatment for it in the last 5 years.',
      when: yes('substance_abuse'),
      termLife: 'decline',
      accidentalDeath: 'decline',
    },
    {
      id: 'KO-FELONY',
      reason: 'A felony conviction, or being on probation or parole.',
      when: yes('felony_or_supervision'),
      termLife: 'decline',
      accidentalDeath: 'decline',
    },
    {
      id: 'KO-BMI',
      reason: 'A BMI over 40 (or under 16).',
      when: {
        any: [
          { field: 'bmi', greaterThan: 40 },
          { field: 'bmi', lessThan: 16 },
        ],
      },
      termLife: 'decline',
      accidentalDeath: 'offer',
    },
    {
      id: 'KO-CANCER',
      reason: 'Cancer (other than basal cell skin cancer) diagnosed or treated in the last 10 years.',
      when: yes('cancer_10_years'),
      termLife: 'decline',
      accidentalDeath: 'offer',
    },
    {
      id: 'KO-HEART',
      reason: 'A heart attack, stroke, heart surgery or heart failure, at any time.',
      when: yes('heart_condition_ever'),
      termLife: 'decline',
      accidentalDeath: 'offer',
    },
    {
      id: 'KO-DISABILITY',
      reason: 'Disabled now, or receiving disability benefits in the last 2 years.',
      when: yes('disabled_2_years'),
      termLife: 'decline',
      accidentalDeath: 'offer',
    },
    {
      id: 'KO-MENTAL-HEALTH',
      reason: 'A suicide attempt, or a hospital stay for mental health in the last 5 years.',
      when: yes('suicide_or_mental_health_hospital'),
      termLife: 'decline',
      accidentalDeath: 'decline',
    },
    {
      id: 'KO-HIV',
      reason: 'HIV positive.',
      when: yes('hiv_positive'),
      termLife: 'decline',
      accidentalDeath: 'offer',
    },
    {
      id: 'KO-COVID',
      reason: 'In hospital for COVID-19 in the last 6 months: an underwriter looks at term life.',
      when: yes('covid_hospital_6_months'),
      termLife: 'refer',
      accidentalDeath: 'offer',
    },
    {
      id: 'KO-DRIVING',
      reason: 'Two or more DUIs in 10 years, or a licence suspended or revoked in the last 3 years.',
      when: { any: [{ field: 'duis_10_years', atLeast: 2 }, yes('licence_suspended_3_years')] },
      termLife: 'decline',
      accidentalDeath: 'decline',
    },
    {
      id: 'KO-PRIOR-DECLINE',
      reason: 'Declined for life cover in the last 12 months: an underwriter looks at the application.',
      when: yes('declined_12_months'),
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'KO-IDENTITY',
      reason: 'Identity not verified (name, birth date, SSN or address did not match).',
      when: { field: 'identity', oneOf: ['mismatch', 'not_found'] },
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'REF-EVIDENCE-UNAVAILABLE',
      reason: 'A record check could not be completed: an underwriter finishes it.',
      when: yes('evidence_unavailable'),
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'REF-MVR-NOT-FOUND',
      reason: 'No driving record was found for the licence number given.',
      when: yes('mvr_not_found'),
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'REF-RESIDENCY',
      reason: 'Not a US citizen: the guidelines leave residency to an underwriter.',
      when: yes('not_us_citizen'),
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'REF-PENDING-APPLICATION',
      reason: 'Another application for life cover is still pending.',
      when: yes('application_pending'),
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'REF-PENDING-CHARGES',
      reason: 'Criminal charges are pending.',
      when: yes('pending_charges'),
      termLife: 'refer',
      accidentalDeath: 'refer',
    },
    {
      id: 'REF-OTHER-CONDITION',
      reason:
        'A health condition or prescription the guidelines do not cover: an underwriter looks at term life.',
      when: yes('other_condition'),
      termLife: 'refer',
      accidentalDeath: 'offer',
    },
  ],
  classCriteria: [
    {
      id: 'CLASS-BMI',
      steps: [
        {
          atBest: 'standard',
          when: { field: 'bmi', greaterThan: 34 },
          reason: 'BMI over 34.0: standard at best.',
        },
        {
          atBest: 'standard_plus',
          when: { field: 'bmi', greaterThan: 31 },
          reason: 'BMI over 31.0: standard plus at best.',
        },
        {
          atBest: 'preferred',
          when: {
            any: [
              { field: 'bmi', greaterThan: 28 },
              { field: 'bmi', lessThan: 18.5 },
            ],
          },
          reason: 'BMI outside 18.5 to 28.0: preferred at best.',
        },
      ],
    },
    {
      id: 'CLASS-MARIJUANA',
      steps: [
        {
          atBest: 'standard',
          when: { field: 'marijuana_days_a_month', greaterThan: 15 },
          reason: 'Marijuana more than 15 days a month: standard at best.',
        },
        {
          atBest: 'standard_plus',
          when: { field: 'marijuana_days_a_month', greaterThan: 8 },
          reason: 'Marijuana 9 to 15 days a month: standard plus at best.',
        },
        {
          atBest: 'preferred',
          when: { field: 'marijuana_days_a_month', greaterThan: 2 },
          reason: 'Marijuana 3 to 8 days a month: preferred at best.',
        },
      ],
    },
    {
      id: 'CLASS-FAMILY-HISTORY',
      steps: [
        {
          atBest: 'standard_plus',
          when: { field: 'family_deaths_before_60', atLeast: 2 },
          reason:
            'Two or more parents or siblings died of heart disease or cancer before 60: standard plus at best.',
        },
        {
          atBest: 'preferred',
          when: { field: 'family_deaths_before_60', atLeast: 1 },
          reason: 'A parent or sibling died of heart disease or cancer before 60: preferred at best.',
        },
      ],
    },
    {
      id: 'CLASS-MOVING-VIOLATIONS',
      steps: [
        {
          atBest: 'standard',
          when: { field: 'moving_violations_3_years', atLeast: 4 },
          reason: 'Four or more moving violations in 3 years: standard at best.',
        },
        {
          atBest: 'standard_plus',
          when: { field: 'moving_violations_3_years', atLeast: 3 },
          reason: 'Three moving violations in 3 years: standard plus at best.',
        },
        {
          atBest: 'preferred',
          when: { field: 'moving_violations_3_years', atLeast: 2 },
          reason: 'Two moving violations in 3 years: preferred at best.',
        },
      ],
    },
    {
      id: 'CLASS-DUI',
      steps: [
        {
          atBest: null,
          when: { any: [{ field: 'duis_5_years', atLeast: 2 }, yes('dui_within_2_years')] },
          reason: 'A DUI in the last 2 years (or two in 5): no class fits, an underwriter decides term life.',
        },
        {
          atBest: 'standard',
          when: { field: 'duis_5_years', atLeast: 1 },
          reason: 'One DUI 2 to 5 years ago: standard at best.',
        },
      ],
    },
    {
      id: 'CLASS-HAZARDOUS-ACTIVITY',
      steps: [
        {
          atBest: 'standard',
          when: { field: 'hazardous_activities', atLeast: 2 },
          reason: 'Two or more hazardous activities: standard at best.',
        },
        {
          atBest: 'standard_plus',
          when: { field: 'hazardous_activities', atLeast: 1 },
          reason: 'A hazardous activity: standard plus at best.',
        },
      ],
    },
    {
      id: 'CLASS-OCCUPATION',
      steps: [
        {
          atBest: 'standard_plus',
          when: yes('prosport_or_deployed'),
          reason: 'Professional sport or active military deployment: standard plus at best.',
        },
      ],
    },
    {
      id: 'CLASS-BLOOD-PRESSURE-CHOLESTEROL',
      steps: [
        {
          atBest: null,
          when: yes('uncontrolled_bp_or_cholesterol'),
          reason: 'High blood pressure or cholesterol not well controlled: an underwriter decides term life.',
        },
        {
          atBest: 'preferred',
          when: yes('treated_bp_or_cholesterol'),
          reason: 'Treated high blood pressure or cholesterol: preferred at best.',
        },
      ],
    },
    {
      id: 'CLASS-DIABETES',
      steps: [
        {
          atBest: null,
          when: yes('diabetes_needs_review'),
          reason: 'Type 1 diabetes or diabetes treated with insulin: an underwriter decides term life.',
        },
        {
          atBest: 'standard',
          when: yes('diabetes_type_2_controlled'),
          reason: 'Type 2 diabetes controlled by diet or oral medicine: standard at best.',
        },
      ],
    },
  ],
  nicotine: {
    id: 'CLASS-NICOTINE',
    when: yes('nicotine_12_months'),
    preferredWhen: {
      all: [
        { field: 'bmi', atMost: 31 },
        { field: 'family_deaths_before_60', atMost: 1 },
      ],
    },
    preferred: {
      rateClass: 'tobacco_preferred',
      reason:
        'Nicotine in the last 12 months, BMI up to 31.0 and at most one early family death: tobacco preferred.',
    },
    otherwise: {
      rateClass: 'tobacco_standard',
      reason: 'Nicotine in the last 12 months: tobacco standard.',
    },
  },
  cover: {
    termLife: { min: cents(10_000_000), max: cents(200_000_000), step: cents(5_000_000) },
    accidentalDeath: { min: cents(5_000_000), max: cents(100_000_000), step: cents(5_000_000) },
    incomeMultiples: [
      { fromAge: 18, toAge: 40, multiple: 30 },
      { fromAge: 41, toAge: 45, multiple: 20 },
    ],
    noIncome: { statuses: ['student', 'homemaker'], max: cents(50_000_000) },
    largeCover: { above: cents(100_000_000), fromAge: 40 },
    coverEndsAtAge: 65,
    reasons: {
      'COVER-INCOME': 'Term cover is limited to 30 times earned income (ages 18-40) or 20 times (41-45).',
      'COVER-NO-INCOME': 'Without earned income (student, homemaker) term cover is limited to $500,000.',
      'COVER-NO-INCOME-REFER': 'No earned income: an underwriter sets the term cover.',
      'COVER-BELOW-MINIMUM':
        'The income limit is below the $100,000 minimum: an underwriter sets the term cover.',
      'COVER-LARGE-AT-40': 'Term cover over $1,000,000 from age 40: an underwriter looks at it.',
      'COVER-TERM-YEARS': 'Every term ends by age 65.',
    },
  },
};
