// Starting and resuming journeys from screens: fetch the facts the conditions need, then start or resume the
// run, once however many callers ask at the same moment (React's strict mode runs effects twice).
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore } from '../stores/journey';
import { journeyDestination, type JourneyDestination } from './navigation';
import { loadJourneyFacts } from './facts';
import { fulfillmentJourney } from './fulfillment';
import { recordIfFinished, resumeJourney, startJourney } from './runtime';
import { forgetSavedJourney, readSavedJourney } from './saved-progress';

let pending: Promise<JourneyDestination | null> | null = null;

function once(task: () => Promise<JourneyDestination | null>): Promise<JourneyDestination | null> {
  pending ??= task().finally(() => {
    pending = null;
  });
  return pending;
}

function userId(): string | null {
  return accessTokenUserId(useAuthStore.getState().accessToken);
}

/** Where the running journey is, if one runs. */
function runningDestination(): JourneyDestination | null {
  const status = useJourneyStore.getState().status;
  return status ? journeyDestination(status.path) : null;
}

/** Starts the fulfillment journey afresh (forgetting saved progress): where its first step shows. */
export function startFulfillment(): Promise<JourneyDestination> {
  return once(async () => {
    const id = userId();
    if (id !== null) forgetSavedJourney(id);
    const facts = await loadJourneyFacts();
    return journeyDestination(startJourney(fulfillmentJourney, facts));
  }) as Promise<JourneyDestination>;
}

/**
 * Whether the signed-in user has saved progress still to be picked up: false when there is none, when it is
 * completed, or when its goal was reached meanwhile (a policy bought: then it is recorded as completed).
 */
export async function savedJourneyOpen(): Promise<boolean> {
  const id = userId();
  const saved = id === null ? null : readSavedJourney(id);
  if (!saved || saved.completed) return false;
  return !recordIfFinished(saved, await loadJourneyFacts());
}

/** Resumes the signed-in user's saved journey: where it shows, or null when there is nothing to resume. */
export function resumeSaved(): Promise<JourneyDestination | null> {
  return once(async () => {
    const running = runningDestination();
    if (running) return running;
    const id = userId();
    const saved = id === null ? null : readSavedJourney(id);
    if (!saved || saved.completed) return null;
    const facts = await loadJourneyFacts();
    // Another caller may have resumed it meanwhile.
    const resumed = runningDestination();
    if (resumed) return resumed;
    const path = resumeJourney(saved, facts);
    return path === null ? null : journeyDestination(path);
  });
}
