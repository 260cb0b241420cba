// What the accidental-death policy pays, by how the accident happened (spec 000 §2, PayoutDetailsModal): the
// full cover for a death as a ticketed passenger on public transportation (plane, train, boat, bus, cab or an
// app-based ride), half for a death as a driver, passenger or pedestrian in a road accident, a quarter for any
// other covered accident. Cover ends on the insured's 65th birthday.
import { cents, type Cents } from './money.ts';

export const AD_COVER_ENDS_AT_AGE = 65;

export type AccidentalDeathPayouts = {
  publicTransportation: Cents;
  autoPedestrian: Cents;
  generalAccident: Cents;
};

/** The payouts of a cover (whole cents, rounded down: a payout never exceeds its share). */
export function accidentalDeathPayouts(amount: Cents): AccidentalDeathPayouts {
  return {
    publicTransportation: amount,
    autoPedestrian: cents(Math.floor(amount / 2)),
    generalAccident: cents(Math.floor(amount / 4)),
  };
}

/** The day cover ends: the 65th birthday (29 February births: 28 February in a common year). */
export function accidentalDeathCoverEnds(birthdate: string): string {
  const year = Number(birthdate.slice(0, 4)) + AD_COVER_ENDS_AT_AGE;
  const monthDay = birthdate.slice(4);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '-02-29' && !leap ? `${year}-02-28` : `${year}${monthDay}`;
}

/** A month after `day` ("yyyy-MM-dd"), on the same day number or the month's last day. */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const nextMonth = month === 12 ? 1 : month + 1;
  const nextYear = month === 12 ? year + 1 : year;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(date, lastDay))}`;
}
