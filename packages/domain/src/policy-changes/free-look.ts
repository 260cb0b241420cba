// The free look (issue 27; reference §5 [rule]): from the day the policy packet is delivered, 10 days to return
// the policy for every premium paid, 30 when it replaces other cover, 45 in Pennsylvania when it replaces a policy
// of ours. A policy returned within it is void from the beginning; one cancelled after it keeps its cover to the
// end of the paid period, with nothing refunded and no further charges.
import { addDays } from '../calendar.ts';

export type FreeLookFacts = {
  /** yyyy-MM-dd: the day the packet was delivered (e-mailed, and in the app). */
  deliveredOn: string;
  /** The application said the policy replaces other cover. */
  replacesCover: boolean;
  /** It replaces a policy of ours (Pennsylvania gives 45 days then). */
  replacesOurPolicy?: boolean;
  /** The owner's state (USPS code). */
  state: string;
};

export function freeLookDays(facts: Omit<FreeLookFacts, 'deliveredOn'>): number {
  if (facts.replacesCover && facts.replacesOurPolicy && facts.state === 'PA') return 45;
  return facts.replacesCover ? 30 : 10;
}

/** The last day (inclusive) the policy can be returned for every premium paid. */
export const freeLookEndsOn = (facts: FreeLookFacts): string =>
  addDays(facts.deliveredOn, freeLookDays(facts));

export type Cancellation =
  /** Void from the beginning: every premium paid is refunded to the method it came from. */
  | { kind: 'free_look'; refundAllPremiums: true; coverEndsOn: null }
  /** Cover to the end of the paid period, then it ends; nothing refunded, nothing charged again. */
  | { kind: 'end_of_paid_period'; refundAllPremiums: false; coverEndsOn: string };

/**
 * What cancelling on `today` means, given the free look and the last day the premiums paid cover. A policy in
 * grace has paid for days already past: its cover ends on the day it is cancelled, and what it owes is let go.
 */
export function cancellation(facts: FreeLookFacts, today: string, paidThrough: string): Cancellation {
  if (today <= freeLookEndsOn(facts))
    return { kind: 'free_look', refundAllPremiums: true, coverEndsOn: null };
  return {
    kind: 'end_of_paid_period',
    refundAllPremiums: false,
    coverEndsOn: paidThrough < today ? today : paidThrough,
  };
}

/** A payment made on the policy: what it brought in, what was already given back, whether its bank took it back. */
export type PaidPremium = { paymentId: string; amount: number; refunded: number; returned: boolean };

/**
 * A policy returned in its free look gives back every premium paid, each to the method it came from: every
 * payment's amount less what was already refunded; nothing for one its bank returned (the money went back).
 */
export function freeLookRefunds(payments: readonly PaidPremium[]): { paymentId: string; amount: number }[] {
  return payments
    .filter((payment) => !payment.returned && payment.amount > payment.refunded)
    .map((payment) => ({ paymentId: payment.paymentId, amount: payment.amount - payment.refunded }));
}
