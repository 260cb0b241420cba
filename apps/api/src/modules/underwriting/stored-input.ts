// The input an application was decided on, as insurance_applications keeps it: exactly what the rules saw, but the
// driver's licence number sealed (a SealedText, bound to the applicant's id) like the SSN. The rules need the
// number only to pull the motor-vehicle record, before the application is stored; after that, people read it
// by its last 4 ("ending in 4567"), as the policy packet shows it, and the sealed number stays recoverable with the
// server's key for a regulator's question.
import type { UnderwritingAnswers, UnderwritingInput } from '@wysh/domain/underwriting/answers';
import {
  isSealedText,
  type SealedText,
  type SensitiveData,
} from '../sensitive-data/sensitive-data.service.ts';

export type StoredUnderwritingInput = Omit<UnderwritingInput, 'answers'> & {
  answers: Omit<UnderwritingAnswers, 'dmv_lic_nmbr'> & { dmv_lic_nmbr: SealedText | null };
};

/** A licence number as documents and the console show it: its last 4 only. */
export const licenceShown = (last4: string): string => `ending in ${last4}`;

/** The input to store: the licence number sealed for the applicant. */
export function sealedInput(
  input: UnderwritingInput,
  userId: string,
  sensitive: Pick<SensitiveData, 'sealText'>,
): StoredUnderwritingInput {
  const licence = input.answers.dmv_lic_nmbr;
  return {
    ...input,
    answers: {
      ...input.answers,
      dmv_lic_nmbr: licence === null ? null : sensitive.sealText(licence, userId),
    },
  };
}

/**
 * A stored input as people may read it (the underwriter's console): the licence number as its last 4. A number
 * still held in clear (a row the start-up backfill has not reached) is shown the same way.
 */
export function shownInput(stored: unknown): UnderwritingInput {
  const input = stored as StoredUnderwritingInput | UnderwritingInput;
  const licence: unknown = input.answers.dmv_lic_nmbr;
  const last4 = isSealedText(licence)
    ? licence.last4
    : typeof licence === 'string'
      ? licence.slice(-4)
      : null;
  return {
    ...input,
    answers: { ...input.answers, dmv_lic_nmbr: last4 === null ? null : licenceShown(last4) },
  };
}

/** Whether a stored input still holds the licence number in clear (the backfill seals it). */
export const holdsClearLicence = (stored: unknown): boolean =>
  typeof (stored as UnderwritingInput).answers?.dmv_lic_nmbr === 'string';
