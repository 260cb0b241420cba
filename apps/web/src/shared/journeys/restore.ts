// What to do with saved journey progress when the signed-in user arrives somewhere (spec 001 §4.4):
// - on the saved step's own path (a reload mid-journey) the journey resumes without asking;
// - an onboarding journey resumes by itself once the phone is verified;
// - anywhere else JourneyProgress offers to resume or start over, once per visit and never after a journey ran
//   in this visit (exiting keeps the progress for the next visit, or for /fulfillment/start, which offers it),
//   and only while it is unfinished: progress whose goal was reached (a policy bought) is recorded completed.
import type { NavigateFunction } from 'react-router';
import { openModal } from '../stores/modal';
import { resumeSaved, savedJourneyOpen } from './launch';
import { journeysRan } from './runtime';
import { readSavedJourney } from './saved-progress';

/**
 * Account-entry pages, the journey's start (which offers by itself), the reinstatement pages (the person came
 * to get a lapsed policy back, often from its e-mail: a new application offered over them competes with it) and
 * confirm-update (it says by itself where a request for more cover stands): no offer over them.
 */
const QUIET_PATHS =
  /^\/(login|verify-session|create-phone|create-account|forgot-password|fulfillment\/start|account\/policy-reinstatement|fulfillment\/reinstatement\/[^/]+(\/[^/]+)?|products\/insurance\/confirm-update)\/?$/;

const offered = new Set<string>();

interface Arrival {
  userId: string;
  pathname: string;
  /** The session became verified just now (a phone code). */
  justVerified: boolean;
  navigate: NavigateFunction;
}

export function restoreOnArrival({ userId, pathname, justVerified, navigate }: Arrival): void {
  const saved = readSavedJourney(userId);
  if (!saved || saved.completed) return;
  // The journey's start offers by itself: that is this visit's offer, not to be repeated on the next page.
  if (/^\/fulfillment\/start\/?$/.test(pathname)) offered.add(userId);
  if (pathname === saved.path) {
    void resumeSaved();
  } else if (justVerified && saved.kind === 'onboarding') {
    void resumeSaved().then((destination) => {
      if (destination) void navigate(destination.to, { state: destination.state });
    });
  } else if (!journeysRan() && !offered.has(userId) && !QUIET_PATHS.test(pathname)) {
    offered.add(userId);
    void savedJourneyOpen().then((open) => {
      if (open) openModal('JourneyProgress', {});
    });
  }
}

/** Tests: a fresh visit. */
export function resetRestoreOffers(): void {
  offered.clear();
}
