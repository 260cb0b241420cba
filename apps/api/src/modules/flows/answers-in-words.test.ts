import { describe, expect, it } from 'vitest';
import { answersInWords } from './answers-in-words.ts';
import { underwritingInterview } from './definitions/underwriting-interview.ts';
import { createFlowRegistry } from './flow-registry.ts';

const interview = createFlowRegistry([underwritingInterview]).flow('underwriting-interview')!;
const inWords = (answers: Record<string, unknown>) =>
  answersInWords(interview, { answers, scope: 'new_policy', today: '2026-11-21' }).map(
    ({ label, value }) => ({
      label,
      value,
    }),
  );

/** Every question answered, the follow-ups too; each case's branches decide which of them count. */
const SAVED: Readonly<Record<string, unknown>> = {
  have_a_license: 'yes',
  dmv_lic_nmbr: 'D1234567',
  dmv_lic_state: 'OH',
  us_citizen: 'yes',
  applied_within_12_months: 'declined',
  applicant_own_anything: 'yes',
  existing_policy_wysh: 'no',
  employed_status: 'employed',
  employ_prosport: 'no',
  employed_status_military: 'no',
  income: 85_000,
  activity: ['skydiving', 'racing'],
  tobacco: 'no',
  marijuana: 'up_to_2_days',
  height: { feet: 5, inches: 10 },
  weight: 160,
  medical_history_1: ['none'],
  medical_history_2: ['blood_pressure_controlled'],
  substance_usage: 'no',
  hiv_status: 'no',
  covid_hospitalized: 'no',
  medical_history_family: 'one',
  moving_violations: '1',
  dui: 'none',
  license_suspended: 'no',
  criminal_history: 'no',
  evidence_authorization: true,
};

describe('the underwriting interview in words', () => {
  it("asks each question as the form did, answers with the options' words, and leaves out the skipped follow-ups", () => {
    // No licence and a student: the licence number, professional sport and income were saved on an earlier pass.
    expect(inWords({ ...SAVED, have_a_license: 'no', employed_status: 'student' })).toEqual([
      { label: "Do you have a valid US driver's license?", value: 'No' },
      { label: 'Are you a US citizen or a permanent resident (green card holder)?', value: 'Yes' },
      {
        label: 'Have you applied for life insurance in the last 12 months?',
        value: 'Yes, and I was declined or postponed',
      },
      { label: 'Do you have any life insurance or annuities today?', value: 'Yes' },
      { label: 'Will this policy replace any of that cover?', value: 'No' },
      { label: "What's your work situation?", value: 'Student' },
      { label: 'Are you serving in the military?', value: 'No' },
      {
        label: 'In the last 2 years, have you done any of these, or do you plan to?',
        value: 'Skydiving, Motor racing',
      },
      { label: 'In the last 12 months, have you used nicotine in any form?', value: 'No' },
      { label: 'How often do you use marijuana?', value: 'Up to 2 days a month' },
      { label: 'How tall are you?', value: '5 ft 10 in' },
      { label: 'How much do you weigh?', value: '160 lb' },
      { label: 'Have you ever been diagnosed with or treated for any of these?', value: 'None of these' },
      {
        label: 'Do any of these apply to you?',
        value: 'High blood pressure or cholesterol, treated and under control',
      },
      {
        label:
          'In the last 5 years, have you been treated for alcohol or drug use, or been advised to get help for it?',
        value: 'No',
      },
      { label: 'Have you ever tested positive for HIV?', value: 'No' },
      { label: 'In the last 6 months, have you stayed in hospital because of COVID-19?', value: 'No' },
      {
        label:
          'How many of your parents, brothers and sisters died of heart disease or cancer before age 60?',
        value: 'One',
      },
      { label: 'Moving violations (speeding, running a red light) in the last 3 years', value: 'One' },
      { label: 'Driving under the influence (DUI or DWI)', value: 'None in the last 10 years' },
      { label: 'License suspended or revoked in the last 3 years', value: 'No' },
      {
        label: 'Have you ever been convicted of a felony, or are you on probation or parole now?',
        value: 'No',
      },
      { label: 'I authorize wysh to check these records about me', value: 'Yes' },
    ]);
  });

  it("names each input of a form that asks several, and shows a worker's follow-ups", () => {
    const rows = inWords({ ...SAVED, applicant_own_anything: 'no' });
    expect(rows.slice(0, 3)).toEqual([
      { label: "Do you have a valid US driver's license?", value: 'Yes' },
      { label: "Driver's license number", value: 'D1234567' },
      { label: 'Issuing state', value: 'OH' },
    ]);
    expect(rows).toContainEqual({ label: 'Are you paid to play a sport?', value: 'No' });
    expect(rows).toContainEqual({ label: "What's your yearly income from work?", value: '$85,000' });
    expect(rows.map((row) => row.label)).not.toContain('Will this policy replace any of that cover?');
  });

  it('leaves out a question with no answer', () => {
    const { weight: _weight, ...unweighed } = SAVED;
    expect(inWords(unweighed).map((row) => row.label)).not.toContain('How much do you weigh?');
  });
});
