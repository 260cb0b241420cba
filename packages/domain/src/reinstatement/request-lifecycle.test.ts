import { describe, expect, it } from 'vitest';
import {
  REINSTATEMENT_REQUEST_STATUSES,
  transitionRequest,
  type ReinstatementRequestEvent,
} from './request-lifecycle.ts';

const EVENTS: ReinstatementRequestEvent['type'][] = [
  'underwriting_approved',
  'underwriting_declined',
  'paid',
  'expire',
];

describe('the reinstatement request lifecycle', () => {
  it('moves underwriting to offered or refused, an offer to completed, an open request to expired', () => {
    const moves = REINSTATEMENT_REQUEST_STATUSES.flatMap((from) =>
      EVENTS.flatMap((type) => {
        const moved = transitionRequest(from, { type });
        return moved.ok ? [`${from} ${type} ${moved.value}`] : [];
      }),
    );
    expect(moves).toEqual([
      'offered paid completed',
      'offered expire expired',
      'underwriting underwriting_approved offered',
      'underwriting underwriting_declined refused',
      'underwriting expire expired',
    ]);
  });

  it('refuses every other move, naming it, and never leaves a final status', () => {
    expect(transitionRequest('offered', { type: 'underwriting_approved' })).toEqual({
      ok: false,
      error: {
        code: 'REINSTATEMENT.REQUEST_TRANSITION_INVALID',
        from: 'offered',
        event: 'underwriting_approved',
      },
    });
    for (const from of ['completed', 'refused', 'expired'] as const)
      for (const type of EVENTS) expect(transitionRequest(from, { type }).ok).toBe(false);
  });
});
