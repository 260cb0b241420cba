// The checks an underwriting input passes before any rule reads it: a malformed input is a caller's bug or a
// tampered request, and is refused with what is wrong rather than decided on. The interview validates each
// answer as it is given; this is the last line, so a stored decision always stands on a well-formed input.
import { parseCalendarDate } from '../calendar.ts';
import { isCents } from '../money.ts';
import type { UnderwritingInput } from './answers.ts';
import type { CoverRules } from './rule-set.ts';

const wholeAtLeast = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min;

function onStep(amount: number, limits: { min: number; max: number; step: number }): boolean {
  return (
    isCents(amount) &&
    amount >= limits.min &&
    amount <= limits.max &&
    (amount - limits.min) % limits.step === 0
  );
}

/** What is wrong with the input, in words for a log (no personal data); empty when nothing is. */
export function inputProblems(input: UnderwritingInput, cover: CoverRules): string[] {
  const problems: string[] = [];
  const check = (good: boolean, problem: string) => {
    if (!good) problems.push(problem);
  };
  const { answers: a, requested } = input;
  check(parseCalendarDate(input.decidedOn) === input.decidedOn, 'decidedOn is not a yyyy-MM-dd date');
  const born = parseCalendarDate(input.birthdate);
  check(born === input.birthdate, 'birthdate is not a yyyy-MM-dd date');
  check(born === null || born <= input.decidedOn, 'birthdate is after decidedOn');
  check(onStep(requested.termLife.amount, cover.termLife), 'termLife.amount is not a filed amount');
  check(wholeAtLeast(requested.termLife.termYears, 10), 'termLife.termYears is not a whole number from 10');
  check(
    onStep(requested.accidentalDeath.amount, cover.accidentalDeath),
    'accidentalDeath.amount is not a filed amount',
  );
  check(wholeAtLeast(a.height, 1), 'height is not a whole number of millimetres');
  check(wholeAtLeast(a.weight, 1), 'weight is not a whole number of grams');
  check(wholeAtLeast(a.income, 0), 'income is not a whole number of cents');
  check(wholeAtLeast(a.marijuana, 0) && a.marijuana <= 31, 'marijuana is not a number of days from 0 to 31');
  check(
    wholeAtLeast(a.driving_history.movingViolationsLast3Years, 0),
    'driving_history.movingViolationsLast3Years is not a count',
  );
  check(
    a.medical_history_family.every((death) => wholeAtLeast(death.ageAtDeath, 0)),
    'medical_history_family has an age at death that is not a whole number',
  );
  check(a.have_a_license === (a.dmv_lic_nmbr !== null), 'dmv_lic_nmbr is given exactly when have_a_license');
  return problems;
}
