// The rules that guard an account's credentials (spec 001 §4.5-4.7): how many wrong passwords warn and lock,
// how many past passwords may not come back, how many wrong entries a one-time code survives, how many codes a
// number may be sent and how many unverified numbers an account may hold. Pure: the server's use cases count
// (atomically, in the database) and ask these rules what a count means.

/** The wrong password that shows the warning (AUTHENTICATION_THIRD_ATTEMPT), and every one after it. */
export const SIGN_IN_WARN_AT = 3;
/** The wrong password that locks the account (AUTHENTICATION_TENTH_ATTEMPT) and ends its sessions. */
export const SIGN_IN_LOCK_AT = 10;

export type WrongPasswordOutcome = 'incorrect' | 'warn' | 'lock';

/** What the `attempt`-th wrong password in a row means. */
export function wrongPasswordOutcome(attempt: number): WrongPasswordOutcome {
  if (attempt >= SIGN_IN_LOCK_AT) return 'lock';
  return attempt >= SIGN_IN_WARN_AT ? 'warn' : 'incorrect';
}

/** A new password may not be any of the account's last five (the current one included). */
export const PASSWORD_HISTORY = 5;

/** How long a one-time code may be used. */
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong entries one code survives; the last one retires it (UNSUCCESSFUL_SESSION_VERIFICATION). */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone number may be sent per 15 minutes, whichever accounts ask. */
export const OTP_SENDS_PER_NUMBER = 5;

export type CodeEntryOutcome = 'verified' | 'incorrect' | 'too_many';

/** What entering a code means, given the guesses counted on it so far (this one included). */
export function codeEntryOutcome(attempts: number, matches: boolean): CodeEntryOutcome {
  if (matches) return 'verified';
  return attempts >= OTP_MAX_ATTEMPTS ? 'too_many' : 'incorrect';
}

/** Unverified numbers an account may hold: a new one replaces the oldest pending one rather than being refused. */
export const MAX_PENDING_PHONE_NUMBERS = 3;
