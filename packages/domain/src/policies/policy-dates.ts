// The dates of an issued policy: cover starts the day the first premium is paid; term life ends the day before
// the term's anniversary, accidental death on the insured's 65th birthday. When premiums fall due is the billing
// schedule's (../billing/billing-schedule.ts).
import { accidentalDeathCoverEnds } from '../accidental-death.ts';
import { addDays } from '../calendar.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `months` months after `day` ("yyyy-MM-dd"), on the same day number or that month's last day. */
export function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

export type PolicyTerm =
  | { productSlug: 'wysh-term-life'; termYears: number }
  | { productSlug: 'wysh-accidental-death'; birthdate: string };

/** The last day of cover ("yyyy-MM-dd"). */
export function coverEnds(effectiveOn: string, term: PolicyTerm): string {
  if (term.productSlug === 'wysh-accidental-death') return accidentalDeathCoverEnds(term.birthdate);
  return addDays(monthsAfter(effectiveOn, term.termYears * 12), -1);
}
