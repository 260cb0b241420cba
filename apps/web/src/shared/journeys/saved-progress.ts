// A journey's progress in localStorage, one entry per user (spec 001 §4.4: "saved per user in local storage"),
// under a key with the user's opaque id. Only where the person is in the journey: step keys, the step's path
// and whether it completed. Never an answer, a name or anything else about the person. Small on purpose: the
// restore hook peeks at it on every start-up
// (./use-journey-restore, with a lighter read of its own: the full one loads with the runtime).
import type { JourneyKind, SavedPosition } from './machine';
import { savedJourneyKey } from './saved-key';

export { savedJourneyKey };

export interface SavedJourney {
  /** The journey's key (fulfillment, ...). */
  journey: string;
  kind: JourneyKind;
  position: SavedPosition;
  /** Where the current step shows: a reload on this path resumes without asking. */
  path: string;
  completed: boolean;
  /** ISO time of the last change. */
  updatedAt: string;
}

function isPosition(value: unknown): value is SavedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { steps } = value as { steps?: unknown };
  return (
    Array.isArray(steps) &&
    steps.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { step?: unknown }).step === 'string' &&
        ['string', 'object'].includes(typeof (entry as { section?: unknown }).section),
    )
  );
}

/** The saved journey of a user, or null when there is none or it cannot be read. */
export function readSavedJourney(userId: string): SavedJourney | null {
  try {
    const raw = localStorage.getItem(savedJourneyKey(userId));
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<SavedJourney> | null;
    if (
      !value ||
      typeof value.journey !== 'string' ||
      (value.kind !== 'fulfillment' && value.kind !== 'onboarding') ||
      typeof value.path !== 'string' ||
      typeof value.completed !== 'boolean' ||
      !isPosition(value.position)
    ) {
      return null;
    }
    return value as SavedJourney;
  } catch {
    return null;
  }
}

export function writeSavedJourney(userId: string, saved: SavedJourney): void {
  try {
    localStorage.setItem(savedJourneyKey(userId), JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the journey still runs, it just cannot be restored later.
  }
}

export function forgetSavedJourney(userId: string): void {
  try {
    localStorage.removeItem(savedJourneyKey(userId));
  } catch {
    // Nothing to forget.
  }
}
