// When a bank debit (ACH) settles: the provider answers a debit days after it is submitted, and until then the
// debit is `processing`, neither paid nor failed. Days are US Eastern business days (calendar.ts: weekends and
// federal holidays as observed), the days the Federal Reserve's ACH operators settle on. The caller passes the
// Eastern calendar day of the submission (the API's businessDayOf), so the rules here stay free of time zones.
import { addBusinessDays } from '../calendar.ts';

/**
 * Business days from submission to settlement: the sandbox's figure (shared/reference/test-cards.md "Bank
 * linking"), the spec's "Payments take up to 5 business days to process", and the card provider's legacy ACH
 * documentation; its current pages say up to 4.
 */
export const ACH_SETTLEMENT_BUSINESS_DAYS = 5;

/**
 * The business day a debit submitted on `submittedOn` is counted from: that day when it is a business day,
 * else the next one (a debit submitted on a Saturday, a Sunday or a holiday waits for the banks to open).
 */
export const achEffectiveDay = (submittedOn: string): string => addBusinessDays(submittedOn, 0);

/** The business day a debit submitted on `submittedOn` settles: 5 business days after its effective day. */
export const achSettlementDate = (submittedOn: string): string =>
  addBusinessDays(achEffectiveDay(submittedOn), ACH_SETTLEMENT_BUSINESS_DAYS);

/** Whether a debit submitted on `submittedOn` has reached its settlement day by `today`. */
export const achSettledBy = (submittedOn: string, today: string): boolean =>
  today >= achSettlementDate(submittedOn);
