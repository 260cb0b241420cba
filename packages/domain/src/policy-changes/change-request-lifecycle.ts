// The lifecycle of a request for an underwritten change of a policy (issue 27: more cover, or a term extended to
// 65): every status change is one of these events, checked here and recorded by the API with its reason
// (policy_change_request_events). A request waits for
// the interview (underwriting); the rules approve it (offered: the new price, waiting for the owner's approval on
// confirm-update), decline it, or refer it to an underwriter (referred), who approves or declines; the owner
// accepts an offer (accepted: the policy's next terms version) or withdraws the request; an offer not accepted in
// time, or a request whose policy stopped being active, expires. Accepted, declined, withdrawn and expired are
// final.
import { err, ok, type Result } from '../result.ts';

export const CHANGE_REQUEST_STATUSES = [
  'underwriting',
  'referred',
  'offered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** The statuses of a request still open: one at most per policy, and the policy's other edits wait for it. */
export const OPEN_CHANGE_REQUEST_STATUSES = [
  'underwriting',
  'referred',
  'offered',
] as const satisfies readonly ChangeRequestStatus[];

export type ChangeRequestEvent =
  | { type: 'approve' }
  | { type: 'refer' }
  | { type: 'decline' }
  | { type: 'accept' }
  | { type: 'withdraw' }
  | { type: 'expire' };

export type ChangeRequestTransitionError = {
  code: 'POLICY_CHANGE.TRANSITION_INVALID';
  from: ChangeRequestStatus;
  event: ChangeRequestEvent['type'];
};

const MOVES: Readonly<
  Record<ChangeRequestEvent['type'], Partial<Record<ChangeRequestStatus, ChangeRequestStatus>>>
> = {
  approve: { underwriting: 'offered', referred: 'offered' },
  refer: { underwriting: 'referred' },
  decline: { underwriting: 'declined', referred: 'declined' },
  accept: { offered: 'accepted' },
  // A referred request waits for its underwriter: withdrawing it would leave a case deciding nothing.
  withdraw: { underwriting: 'withdrawn', offered: 'withdrawn' },
  expire: { underwriting: 'expired', referred: 'expired', offered: 'expired' },
};

export function transitionChangeRequest(
  from: ChangeRequestStatus,
  event: ChangeRequestEvent,
): Result<ChangeRequestStatus, ChangeRequestTransitionError> {
  const to = MOVES[event.type][from];
  return to ? ok(to) : err({ code: 'POLICY_CHANGE.TRANSITION_INVALID', from, event: event.type });
}

export const isOpenChangeRequest = (status: ChangeRequestStatus): boolean =>
  (OPEN_CHANGE_REQUEST_STATUSES as readonly ChangeRequestStatus[]).includes(status);
