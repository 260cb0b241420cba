// The lifecycle of a request to raise a policy's cover (issue 27, an increase): every status change is one of
// these events, checked here and recorded by the API with its reason (cover_increase_events). A request waits for
// the interview (underwriting); the rules approve it (offered: the new price, waiting for the owner's approval on
// confirm-update), decline it, or refer it to an underwriter (referred), who approves or declines; the owner
// accepts an offer (accepted: the policy's next terms version) or withdraws the request; an offer not accepted in
// time, or a request whose policy stopped being active, expires. Accepted, declined, withdrawn and expired are
// final.
import { err, ok, type Result } from '../result.ts';

export const COVER_INCREASE_STATUSES = [
  'underwriting',
  'referred',
  'offered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type CoverIncreaseStatus = (typeof COVER_INCREASE_STATUSES)[number];

/** The statuses of a request still open: one at most per policy, and the policy's other edits wait for it. */
export const OPEN_INCREASE_STATUSES = [
  'underwriting',
  'referred',
  'offered',
] as const satisfies readonly CoverIncreaseStatus[];

export type CoverIncreaseEvent =
  | { type: 'approve' }
  | { type: 'refer' }
  | { type: 'decline' }
  | { type: 'accept' }
  | { type: 'withdraw' }
  | { type: 'expire' };

export type IncreaseTransitionError = {
  code: 'COVER_INCREASE.TRANSITION_INVALID';
  from: CoverIncreaseStatus;
  event: CoverIncreaseEvent['type'];
};

const MOVES: Readonly<
  Record<CoverIncreaseEvent['type'], Partial<Record<CoverIncreaseStatus, CoverIncreaseStatus>>>
> = {
  approve: { underwriting: 'offered', referred: 'offered' },
  refer: { underwriting: 'referred' },
  decline: { underwriting: 'declined', referred: 'declined' },
  accept: { offered: 'accepted' },
  // A referred request waits for its underwriter: withdrawing it would leave a case deciding nothing.
  withdraw: { underwriting: 'withdrawn', offered: 'withdrawn' },
  expire: { underwriting: 'expired', referred: 'expired', offered: 'expired' },
};

export function transitionIncrease(
  from: CoverIncreaseStatus,
  event: CoverIncreaseEvent,
): Result<CoverIncreaseStatus, IncreaseTransitionError> {
  const to = MOVES[event.type][from];
  return to ? ok(to) : err({ code: 'COVER_INCREASE.TRANSITION_INVALID', from, event: event.type });
}

export const isOpenIncrease = (status: CoverIncreaseStatus): boolean =>
  (OPEN_INCREASE_STATUSES as readonly CoverIncreaseStatus[]).includes(status);
