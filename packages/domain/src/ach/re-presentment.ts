// NACHA's re-presentment rule for a returned bank debit (shared/reference/policyholder-lifecycle.md §0, §2): an
// entry returned R01 or R09 (no money in the account today) may be presented again at most twice, within 180
// days of the original entry's settlement, described as `RETRY PYMT`; any other return code stops debits from
// that account until the person gives a new account or a new authorisation.
//
// An entry is one debit of one invoice from one account: the original presentation and its re-presentments. A
// payment the person starts themselves (pay now, a new account or mandate) is a new authorisation and so a new
// entry, with a history of its own.
//
// When: the business day after the return was learned (or today, when that day has passed). Not the dunning
// plan's retry days (dunning.ts), which were drawn for card answers that come at once: a debit is answered 5
// business days after it is submitted (settlement.ts), so retries on D+14 and D+28 would leave the second one in
// flight after the 31-day grace. The next business day fits both in grace (original D, answered about D+7;
// again about D+8, answered about D+15; again about D+16, answered about D+23) and leaves the person a week to
// pay another way before the lapse, while the notice of the first return gives them a day to add funds.
import { addBusinessDays, addDays } from '../calendar.ts';
import { err, ok, type Result } from '../result.ts';
import { achReturnRule, type ReturnRemedy } from './return-codes.ts';
import { achSettlementDate } from './settlement.ts';

export const MAX_REPRESENTMENTS = 2;
/** Days after the original entry's settlement within which it may be presented again. */
export const REPRESENTMENT_WINDOW_DAYS = 180;
/** The company entry description NACHA requires on a re-presented entry. */
export const REPRESENTMENT_ENTRY_DESCRIPTION = 'RETRY PYMT';

/** One presentation of an entry; `settledOn` is its settlement day when known, else the one settlement.ts gives. */
export type AchPresentation =
  | { submittedOn: string; outcome: 'processing' }
  | { submittedOn: string; outcome: 'settled'; settledOn?: string }
  /** Failed at settlement or returned after it: `returnedOn` is the day we learned it. */
  | { submittedOn: string; outcome: 'returned'; code: string; returnedOn: string; settledOn?: string };

export type Representment = {
  /** The business day to submit it. */
  on: string;
  /** Which presentation of the entry it is: 2 or 3 (the original is 1). */
  presentation: number;
  entryDescription: typeof REPRESENTMENT_ENTRY_DESCRIPTION;
  /** The last day it may be submitted: 180 days after the original entry's settlement. */
  windowEndsOn: string;
};

export type RepresentmentErrorCode =
  | 'ACH.NOT_PRESENTED'
  | 'ACH.DEBIT_IN_PROGRESS'
  | 'ACH.DEBIT_SETTLED'
  | 'ACH.ACCOUNT_STOPPED'
  | 'ACH.RETRIES_EXHAUSTED'
  | 'ACH.RETRY_WINDOW_CLOSED';

export type RepresentmentError = {
  code: RepresentmentErrorCode;
  message: string;
  /** For ACH.ACCOUNT_STOPPED: the code that stopped it and what the person must give. */
  returnCode?: string;
  remedy?: ReturnRemedy;
};

const MESSAGES: Record<RepresentmentErrorCode, string> = {
  'ACH.NOT_PRESENTED': 'This debit has not been presented yet: there is nothing to present again.',
  'ACH.DEBIT_IN_PROGRESS': 'This debit is still processing; wait for its outcome.',
  'ACH.DEBIT_SETTLED': 'This debit settled: there is nothing to present again.',
  'ACH.ACCOUNT_STOPPED':
    'The bank returned a debit from this account for a reason that stops further debits until a new account or authorisation is given.',
  'ACH.RETRIES_EXHAUSTED': 'This debit was already presented again twice, the most the ACH rules allow.',
  'ACH.RETRY_WINDOW_CLOSED': 'More than 180 days have passed since this debit first settled.',
};

const refuse = (code: RepresentmentErrorCode, extra: Partial<RepresentmentError> = {}) =>
  err<RepresentmentError>({ code, message: MESSAGES[code], ...extra });

const settlementOf = (presentation: AchPresentation): string =>
  (presentation.outcome !== 'processing' ? presentation.settledOn : undefined) ??
  achSettlementDate(presentation.submittedOn);

/** The last day the entry whose original presentation this is may be presented again. */
export const representmentWindowEndsOn = (original: AchPresentation): string =>
  addDays(settlementOf(original), REPRESENTMENT_WINDOW_DAYS);

/**
 * Whether the entry whose presentations these are (oldest first) may be presented again, and when: refused while
 * one is processing or once one settled, after any return code but R01 and R09, after two re-presentments, and
 * once the day it would go is more than 180 days after the original settled.
 */
export function nextPresentment(
  presentations: readonly AchPresentation[],
  today: string,
): Result<Representment, RepresentmentError> {
  const [original] = presentations;
  const last = presentations.at(-1);
  if (!original || !last) return refuse('ACH.NOT_PRESENTED');
  for (const presentation of presentations) {
    if (presentation.outcome !== 'returned') continue;
    const rule = achReturnRule(presentation.code);
    if (rule.action !== 're_present')
      return refuse('ACH.ACCOUNT_STOPPED', { returnCode: presentation.code, remedy: rule.remedy });
  }
  if (presentations.some((each) => each.outcome === 'processing')) return refuse('ACH.DEBIT_IN_PROGRESS');
  if (last.outcome !== 'returned' || presentations.some((each) => each.outcome === 'settled'))
    return refuse('ACH.DEBIT_SETTLED');
  if (presentations.length > MAX_REPRESENTMENTS) return refuse('ACH.RETRIES_EXHAUSTED');
  const windowEndsOn = representmentWindowEndsOn(original);
  const afterReturn = addBusinessDays(last.returnedOn, 1);
  const fromToday = addBusinessDays(today, 0);
  const on = afterReturn > fromToday ? afterReturn : fromToday;
  if (on > windowEndsOn) return refuse('ACH.RETRY_WINDOW_CLOSED');
  return ok({
    on,
    presentation: presentations.length + 1,
    entryDescription: REPRESENTMENT_ENTRY_DESCRIPTION,
    windowEndsOn,
  });
}

export type AccountStopped = {
  code: 'ACH.ACCOUNT_STOPPED';
  message: string;
  returnCode: string;
  remedy: ReturnRemedy;
};

/**
 * Whether an account may be debited at all, from the return codes of its debits since it was last authorised
 * (linked, or its mandate renewed): any code but R01 and R09 stops it, for every invoice, until the person gives
 * a new account or authorisation.
 */
export function accountDebitable(returnCodes: readonly string[]): Result<void, AccountStopped> {
  for (const returnCode of returnCodes) {
    const rule = achReturnRule(returnCode);
    if (rule.action !== 're_present')
      return err({
        code: 'ACH.ACCOUNT_STOPPED',
        message: MESSAGES['ACH.ACCOUNT_STOPPED'],
        returnCode,
        remedy: rule.remedy,
      });
  }
  return ok();
}
