// What follows a missed premium: card retries, notices, the grace period and the lapse, as pure date rules from
// ../shared/reference/policyholder-lifecycle.md §0 and §1 "Suggested schedule". D is the missed due date of any
// premium after the first (the first buys the policy: unpaid, there is no policy to keep in grace); for grace and
// lapse it is the oldest unpaid premium's, so a premium falling due during grace does not move the lapse.
//
// Grace is 31 days from D for both products in all nine states (the strictest minimum read: NC, WI). Cover stays
// in force through the lapse date and a payment until then keeps the policy; it lapses when that day ends.
// No interest is charged during grace: IL and OR allow up to 6%/yr and PA up to 8%/yr, but charging nothing is
// lawful in every state (reference §0 and §3), so a late premium costs exactly the premium.
import { addDays } from '../calendar.ts';

/** Days after D of the automatic charges: the due-day charge, then seven retries (8 attempts, all in grace). */
export const CHARGE_DAYS = [0, 1, 3, 5, 7, 14, 21, 28] as const;
export const GRACE_DAYS = 31;
/** Michigan (MCL 500.4012): a written notice at least 30 days before cover ends. */
export const NOTICE_DAYS_BEFORE_LAPSE = 30;
export const GRACE_NOTICE_DAY = 1;
export const REMINDER_DAYS = [14, 24] as const;

/**
 * Decline codes after which the same card is never charged again by the schedule: the issuer will never approve
 * (lost, stolen, pick up, fraud, do not try again; card schemes fine retries of these), the customer revoked the
 * authorisation, or the card on file cannot work until the customer acts (expired, wrong number or CVC,
 * authentication needed). Of the sandbox's codes (shared/reference/test-cards.md) expired_card and incorrect_cvc
 * are here; card_declined, insufficient_funds and processing_error are retried. do_not_honor is retried too: the
 * issuer cannot approve now, which may change (Stripe's retries treat it so).
 */
export const HARD_DECLINE_CODES = [
  'lost_card',
  'stolen_card',
  'pickup_card',
  'restricted_card',
  'fraudulent',
  'do_not_try_again',
  'revocation_of_authorization',
  'revocation_of_all_authorizations',
  'stop_payment_order',
  'incorrect_number',
  'invalid_account',
  'card_not_supported',
  'transaction_not_allowed',
  'expired_card',
  'incorrect_cvc',
  'authentication_required',
] as const;

export const isHardDecline = (code: string | null): boolean =>
  code !== null && (HARD_DECLINE_CODES as readonly string[]).includes(code);

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The last day of grace: the later of D + 31 and the day the written grace notice was sent + 30, so a notice
 * sent late moves the lapse with it.
 */
export const lapseDate = (dueOn: string, graceNoticeSentOn: string): string =>
  later(addDays(dueOn, GRACE_DAYS), addDays(graceNoticeSentOn, NOTICE_DAYS_BEFORE_LAPSE));

/** Whether a policy unpaid since `dueOn` has lapsed by `today`; never before its grace notice was sent. */
export const hasLapsed = (dueOn: string, graceNoticeSentOn: string | null, today: string): boolean =>
  graceNoticeSentOn !== null && today > lapseDate(dueOn, graceNoticeSentOn);

export type DunningPlan = {
  /** The automatic retries after the due-day charge. */
  retries: string[];
  graceNoticeOn: string;
  reminders: string[];
  /** The last day of grace: cover and payment through this day. */
  lapsesOn: string;
  lapseNoticeOn: string;
};

/** The whole plan for a premium missed on `dueOn`; the grace notice as sent, else on its planned day. */
export function dunningPlan(dueOn: string, sent: { graceNoticeSentOn?: string } = {}): DunningPlan {
  const graceNoticeOn = sent.graceNoticeSentOn ?? addDays(dueOn, GRACE_NOTICE_DAY);
  const lapsesOn = lapseDate(dueOn, graceNoticeOn);
  return {
    retries: CHARGE_DAYS.slice(1).map((days) => addDays(dueOn, days)),
    graceNoticeOn,
    reminders: REMINDER_DAYS.map((days) => addDays(dueOn, days)),
    lapsesOn,
    lapseNoticeOn: addDays(lapsesOn, 1),
  };
}

/**
 * The day of the next automatic charge, or null when there is none: all 8 made, or the last decline was hard.
 * `attemptsMade` counts the automatic charges (the due-day charge included); a charge the customer starts (a new
 * card, pay now) takes no slot, but its decline code is the last one and its day the last attempt's. A slot on or
 * before `lastAttemptOn` has passed (a run that missed days catches up with one charge, not a burst).
 */
export function nextRetryOn(
  dueOn: string,
  attemptsMade: number,
  lastDeclineCode: string | null,
  lastAttemptOn?: string,
): string | null {
  if (!Number.isSafeInteger(attemptsMade) || attemptsMade < 0)
    throw new RangeError(`Not a count of attempts: ${attemptsMade}`);
  if (isHardDecline(lastDeclineCode)) return null;
  const slots = CHARGE_DAYS.slice(attemptsMade).map((days) => addDays(dueOn, days));
  return slots.find((day) => lastAttemptOn === undefined || day > lastAttemptOn) ?? null;
}

export type RetryState = {
  dueOn: string;
  attemptsMade: number;
  lastDeclineCode: string | null;
  lastAttemptOn?: string;
  /** The customer added or chose another payment method after the last attempt. */
  methodChangedSinceLastAttempt?: boolean;
};

/** Whether the unpaid premium should be charged on `today`: at once with a new method, else on its schedule. */
export function retryDueNow(state: RetryState, today: string): boolean {
  if (today < state.dueOn) return false;
  if (state.methodChangedSinceLastAttempt) return true;
  const next = nextRetryOn(state.dueOn, state.attemptsMade, state.lastDeclineCode, state.lastAttemptOn);
  return next !== null && next <= today;
}
