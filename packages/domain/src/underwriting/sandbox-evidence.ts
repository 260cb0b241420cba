// What the sandbox evidence providers report for the guidelines' test identities (underwriting-guidelines.md,
// "Evidence"), as pure functions of the SSN or licence number and the day, so the sandbox adapters and the
// tests share one description: SSN ending 0001 an anticoagulant, 0002 insulin, 0003 a statin, 0004 a prior
// decline 6 months ago, 0009 an unknown identity; a licence ending 13 two DUIs in 10 years, 07 one DUI 3
// years ago. Everything else is a clean, verified record.
import { addDays } from '../calendar.ts';
import type {
  IdentityEvidence,
  MibEvidence,
  MvrEvidence,
  PrescriptionEvidence,
  UnderwritingEvidence,
} from './answers.ts';

const digits = (value: string) => value.replace(/\D/g, '');
const yearsBefore = (today: string, years: number) =>
  `${Number(today.slice(0, 4)) - years}${today.slice(4, 10)}`.replace(/-02-29$/, '-02-28');

/** Identity: verified unless the SSN ends 0009 ("not found"). */
export function sandboxIdentity(ssn: string): IdentityEvidence {
  return digits(ssn).endsWith('0009') ? { status: 'not_found' } : { status: 'verified' };
}

export function sandboxPrescriptions(ssn: string, today: string): PrescriptionEvidence {
  const filledOn = addDays(today, -30);
  const ending = digits(ssn).slice(-4);
  if (ending === '0001')
    return { status: 'found', fills: [{ drug: 'warfarin', drugClass: 'anticoagulant', filledOn }] };
  if (ending === '0002')
    return { status: 'found', fills: [{ drug: 'insulin glargine', drugClass: 'insulin', filledOn }] };
  if (ending === '0003')
    return { status: 'found', fills: [{ drug: 'atorvastatin', drugClass: 'statin', filledOn }] };
  return { status: 'no_record' };
}

export function sandboxMib(ssn: string, today: string): MibEvidence {
  if (!digits(ssn).endsWith('0004')) return { status: 'no_record' };
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const back = month > 6 ? { year, month: month - 6 } : { year: year - 1, month: month + 6 };
  const pad = (n: number) => String(n).padStart(2, '0');
  const reportedOn = `${back.year}-${pad(back.month)}-${pad(Math.min(day, 28))}`;
  return { status: 'found', reports: [{ kind: 'prior_decline', reportedOn }] };
}

/** Motor-vehicle record by licence number (no licence: nothing is asked for). */
export function sandboxMvr(licenceNumber: string | null, today: string): MvrEvidence {
  if (licenceNumber === null) return { status: 'not_requested' };
  const number = licenceNumber.trim();
  if (number.endsWith('13'))
    return {
      status: 'found',
      violations: [
        { kind: 'dui', on: yearsBefore(today, 2) },
        { kind: 'dui', on: yearsBefore(today, 6) },
      ],
    };
  if (number.endsWith('07'))
    return { status: 'found', violations: [{ kind: 'dui', on: yearsBefore(today, 3) }] };
  return { status: 'clean' };
}

/** All four reports for one applicant, as the sandbox would give them on `today`. */
export function sandboxEvidence(
  ssn: string,
  licenceNumber: string | null,
  today: string,
): UnderwritingEvidence {
  return {
    identity: sandboxIdentity(ssn),
    prescriptions: sandboxPrescriptions(ssn, today),
    mib: sandboxMib(ssn, today),
    mvr: sandboxMvr(licenceNumber, today),
  };
}
