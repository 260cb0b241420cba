// The lifecycle of a reinstatement request: every status change is one of these events, checked here and
// recorded by the API with its reason (reinstatement_request_events). A request is decided by the rules
// (offered, underwriting or refused); an underwriting request is approved (offered, the day's figures), declined
// (refused) or left to an underwriter (it stays in underwriting); an offer is paid (completed) or stops holding
// (expired). Completed, refused and expired are final.
import { err, ok, type Result } from '../result.ts';

export const REINSTATEMENT_REQUEST_STATUSES = [
  'offered',
  'underwriting',
  'completed',
  'refused',
  'expired',
] as const;
export type ReinstatementRequestStatus = (typeof REINSTATEMENT_REQUEST_STATUSES)[number];

export type ReinstatementRequestEvent =
  | { type: 'underwriting_approved' }
  | { type: 'underwriting_declined' }
  | { type: 'paid' }
  | { type: 'expire' };

export type RequestTransitionError = {
  code: 'REINSTATEMENT.REQUEST_TRANSITION_INVALID';
  from: ReinstatementRequestStatus;
  event: ReinstatementRequestEvent['type'];
};

const MOVES: Readonly<
  Record<
    ReinstatementRequestEvent['type'],
    Partial<Record<ReinstatementRequestStatus, ReinstatementRequestStatus>>
  >
> = {
  underwriting_approved: { underwriting: 'offered' },
  underwriting_declined: { underwriting: 'refused' },
  paid: { offered: 'completed' },
  expire: { offered: 'expired', underwriting: 'expired' },
};

export function transitionRequest(
  from: ReinstatementRequestStatus,
  event: ReinstatementRequestEvent,
): Result<ReinstatementRequestStatus, RequestTransitionError> {
  const to = MOVES[event.type][from];
  return to ? ok(to) : err({ code: 'REINSTATEMENT.REQUEST_TRANSITION_INVALID', from, event: event.type });
}
