// NACHA return codes of a bank debit: what each means, how long the account holder's bank has to return the
// debit, and what we do next (shared/reference/policyholder-lifecycle.md §0 and §2 "Return codes"). A debit that
// fails at settlement and one returned weeks after it settled are both returns; only the window tells them
// apart. Only R01 and R09 (no money in the account today) may be presented again; every other code stops debits
// from that account until the person gives a new account or a new authorisation.
import { addBusinessDays, addDays } from '../calendar.ts';

export const ACH_RETURN_CODES = [
  'R01',
  'R02',
  'R03',
  'R04',
  'R05',
  'R07',
  'R08',
  'R09',
  'R10',
  'R11',
  'R29',
] as const;
export type AchReturnCode = (typeof ACH_RETURN_CODES)[number];

/**
 * What we do after a return: present the same debit again (NACHA allows it for R01 and R09 only), stop debits
 * from the account, or stop them and handle the return as a dispute (the account holder told their bank we had
 * no authorisation: it counts towards NACHA's unauthorised-return rate and needs a person's look).
 */
export type ReturnAction = 're_present' | 'stop_account' | 'dispute';

/** What the person must give before that account is debited again. */
export type ReturnRemedy = 'none' | 'new_account' | 'new_authorisation';

/** The card provider's decline code for a returned debit (its failure code on the payment). */
export type AchDeclineCode =
  'insufficient_funds' | 'bank_account_closed' | 'bank_account_invalid_details' | 'debit_not_authorized';

/** How long after settlement a return may come: banking (business) days, or calendar days. */
export type ReturnWindow = { days: number; unit: 'banking_days' | 'calendar_days' };

export type AchReturnRule = {
  meaning: string;
  window: ReturnWindow;
  action: ReturnAction;
  remedy: ReturnRemedy;
  declineCode: AchDeclineCode;
  /** Counted in NACHA's unauthorised-return rate (R05, R07, R10, R11, R29). */
  unauthorised: boolean;
};

const TWO_BANKING_DAYS: ReturnWindow = { days: 2, unit: 'banking_days' };
const SIXTY_DAYS: ReturnWindow = { days: 60, unit: 'calendar_days' };

const insufficient = (meaning: string): AchReturnRule => ({
  meaning,
  window: TWO_BANKING_DAYS,
  action: 're_present',
  remedy: 'none',
  declineCode: 'insufficient_funds',
  unauthorised: false,
});

const newAccount = (meaning: string, declineCode: AchDeclineCode): AchReturnRule => ({
  meaning,
  window: TWO_BANKING_DAYS,
  action: 'stop_account',
  remedy: 'new_account',
  declineCode,
  unauthorised: false,
});

const disputed = (meaning: string): AchReturnRule => ({
  meaning,
  window: SIXTY_DAYS,
  action: 'dispute',
  remedy: 'new_authorisation',
  declineCode: 'debit_not_authorized',
  unauthorised: true,
});

export const ACH_RETURN_RULES: Readonly<Record<AchReturnCode, AchReturnRule>> = {
  R01: insufficient('Insufficient funds'),
  R02: newAccount('Account closed', 'bank_account_closed'),
  R03: newAccount('No account, or unable to locate the account', 'bank_account_invalid_details'),
  R04: newAccount('Invalid account number', 'bank_account_invalid_details'),
  R05: disputed('Unauthorised debit to a consumer account using a corporate entry class'),
  R07: disputed('Authorisation revoked by the customer'),
  R08: {
    meaning: 'Payment stopped',
    window: TWO_BANKING_DAYS,
    action: 'stop_account',
    remedy: 'new_authorisation',
    declineCode: 'debit_not_authorized',
    unauthorised: false,
  },
  R09: insufficient('Uncollected funds'),
  R10: disputed('Customer advises not authorised, improper or ineligible'),
  R11: disputed('Customer advises the entry is not in accordance with the terms of the authorisation'),
  // The reference left R29's window unconfirmed. NACHA's rules give a corporate (non-consumer) account's bank 2
  // banking days: only consumers have the 60-day window. Stopped rather than disputed, as the reference says,
  // but counted as unauthorised.
  R29: {
    meaning: 'Corporate customer advises not authorised',
    window: TWO_BANKING_DAYS,
    action: 'stop_account',
    remedy: 'new_authorisation',
    declineCode: 'debit_not_authorized',
    unauthorised: true,
  },
};

export const isAchReturnCode = (code: string): code is AchReturnCode =>
  (ACH_RETURN_CODES as readonly string[]).includes(code);

/**
 * The rule for any code the bank or the provider sends. A code outside the table (R06, R16, R20, R31...) is
 * never presented again and stops the account until a new authorisation: NACHA allows re-presentment only after
 * R01 and R09, and stopping is the safe answer to what we do not know.
 */
export function achReturnRule(code: string): AchReturnRule {
  if (isAchReturnCode(code)) return ACH_RETURN_RULES[code];
  return {
    meaning: `Return code ${code}`,
    window: TWO_BANKING_DAYS,
    action: 'stop_account',
    remedy: 'new_authorisation',
    declineCode: 'debit_not_authorized',
    unauthorised: false,
  };
}

export const mayPresentAgainAfter = (code: string): boolean => achReturnRule(code).action === 're_present';

/**
 * The NACHA code a provider's decline code stands for when the provider does not say which (its decline codes
 * group several): the group's first code, except that debit_not_authorized is read as R10, the consumer's
 * unauthorised claim, so that an unnamed unauthorised return is stopped and handled as a dispute.
 */
const CODE_FOR_DECLINE: Record<AchDeclineCode, AchReturnCode> = {
  insufficient_funds: 'R01',
  bank_account_closed: 'R02',
  bank_account_invalid_details: 'R03',
  debit_not_authorized: 'R10',
};

/**
 * The return code of a failed debit from what the provider said: its network code when it names one (R01...),
 * else its decline code read by the table above; null when neither is a bank return (the debit did not fail
 * for a reason the bank gave).
 */
export function achReturnCodeOf(failure: {
  networkCode?: string | null;
  declineCode?: string | null;
}): string | null {
  const network = failure.networkCode?.trim().toUpperCase();
  if (network && /^R\d{2}$/.test(network)) return network;
  const decline = failure.declineCode;
  return decline && decline in CODE_FOR_DECLINE ? CODE_FOR_DECLINE[decline as AchDeclineCode] : null;
}

/** The last day a debit that settled on `settledOn` may be returned with `code`. */
export function returnDeadline(code: string, settledOn: string): string {
  const { window } = achReturnRule(code);
  return window.unit === 'banking_days'
    ? addBusinessDays(settledOn, window.days)
    : addDays(settledOn, window.days);
}

/**
 * Whether a return with `code` arriving on `today` is within its window for a debit that settled on
 * `settledOn`. A return on or before the settlement day is a failure at settlement, always in time. A late
 * return still takes the money back (the bank has it); it is the caller's to record it and have a person ask
 * the bank to dishonour it.
 */
export const returnAllowed = (code: string, settledOn: string, today: string): boolean =>
  today <= returnDeadline(code, settledOn);

/**
 * The first settlement day whose debits the bank may still return on `today` with some code: the longest window
 * the reference gives (60 calendar days, a consumer's unauthorised return). A debit settled before it can no
 * longer change, so the bank-debit poller stops asking the provider about it.
 */
export function stillReturnableSince(today: string): string {
  return ACH_RETURN_CODES.map((code) => {
    const { window } = ACH_RETURN_RULES[code];
    return window.unit === 'calendar_days'
      ? addDays(today, -window.days)
      : addBusinessDays(today, -window.days);
  }).reduce((earliest, day) => (day < earliest ? day : earliest));
}
