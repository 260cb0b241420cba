// Starting and resuming journeys from screens: fetch the facts the conditions need, then start or resume the
// run, once however many callers ask at the same moment (React's strict mode runs effects twice).
import { track } from '../analytics/track';
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore } from '../stores/journey';
import {
  CONFIRM_UPDATE_PATH,
  coverIncreaseJourney,
  increasedPolicyOf,
  POLICY_EDITOR_PATH,
} from './cover-increase';
import { increaseAwaitsInterview } from './cover-increase-start';
import { journeyDestination, type JourneyDestination } from './navigation';
import { loadJourneyFacts } from './facts';
import { fulfillmentJourney, type AppJourney } from './fulfillment';
import {
  reinstatedPolicyOf,
  reinstatementJourney,
  reinstatementJourneyKey,
  reinstatementOfferPath,
} from './reinstatement';
import { startReinstatement } from './reinstatement-start';
import { extendedPolicyOf, termExtensionJourney } from './term-extension';
import { extensionAwaitsInterview } from './term-extension-start';
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
    track('fulfillment_start');
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
    // A reinstatement journey starts its reinstatement again first (spec 001 §4.4); refused, nothing to resume.
    const policyId = reinstatedPolicyOf(saved.journey);
    if (policyId !== null && !(await startReinstatement(policyId))) {
      if (id !== null) forgetSavedJourney(id);
      return null;
    }
    // A cover increase's interview resumes while its request waits for it; otherwise confirm-update says where
    // the request stands (offered, under review, closed, or none).
    const increased = increasedPolicyOf(saved.journey);
    if (increased !== null && !(await increaseAwaitsInterview(increased))) {
      if (id !== null) forgetSavedJourney(id);
      return { to: CONFIRM_UPDATE_PATH };
    }
    // A term extension's check-up likewise.
    const extended = extendedPolicyOf(saved.journey);
    if (extended !== null && !(await extensionAwaitsInterview(extended))) {
      if (id !== null) forgetSavedJourney(id);
      return { to: CONFIRM_UPDATE_PATH };
    }
    const facts = await loadJourneyFacts();
    // Another caller may have resumed it meanwhile.
    const resumed = runningDestination();
    if (resumed) return resumed;
    const path = resumeJourney(saved, facts);
    return path === null ? null : journeyDestination(path);
  });
}

/**
 * Starting over from JourneyProgress: an unfinished reinstatement starts again at its policy's page, an unfinished
 * cover increase at the coverage editor, an unfinished term extension at the policyholder home (afresh: its
 * progress forgotten); anything else starts the fulfillment journey afresh.
 */
export function startOver(): Promise<JourneyDestination> {
  const id = userId();
  const saved = id === null ? null : readSavedJourney(id);
  const open = saved && !saved.completed ? saved.journey : null;
  const reinstated = reinstatedPolicyOf(open);
  const increased = increasedPolicyOf(open);
  const extended = extendedPolicyOf(open);
  if (reinstated === null && increased === null && extended === null) return startFulfillment();
  if (id !== null) forgetSavedJourney(id);
  return Promise.resolve({
    to:
      reinstated !== null
        ? reinstatementOfferPath(reinstated)
        : increased !== null
          ? POLICY_EDITOR_PATH
          : '/products/insurance',
  });
}

/**
 * Enters the reinstatement journey of a policy whose request needs the interview (its request already made):
 * where it is if it runs, its saved progress if any (a reload, a return), else its first step.
 */
export async function enterReinstatement(policyId: string): Promise<JourneyDestination> {
  const key = reinstatementJourneyKey(policyId);
  if (useJourneyStore.getState().status?.journey === key) return runningDestination()!;
  const id = userId();
  const saved = id === null ? null : readSavedJourney(id);
  if (saved?.journey === key && !saved.completed) {
    const resumed = await resumeSaved();
    if (resumed) return resumed;
  }
  return (await once(async () => {
    if (id !== null) forgetSavedJourney(id);
    const facts = await loadJourneyFacts();
    return journeyDestination(startJourney(reinstatementJourney(policyId), facts));
  }))!;
}

/**
 * Enters the cover-increase journey of a policy whose request for more cover was just made (or updated): afresh at
 * the interview, whose answers the server keeps in its coverage_adjustment session.
 */
export function enterCoverIncrease(policyId: string): Promise<JourneyDestination> {
  return enterAfresh(coverIncreaseJourney(policyId));
}

/**
 * Enters the term-extension journey of a policy whose extension was just asked for: afresh at the check-up (the
 * same interview, kept by the server in its coverage_adjustment session).
 */
export function enterTermExtension(policyId: string): Promise<JourneyDestination> {
  return enterAfresh(termExtensionJourney(policyId));
}

function enterAfresh(journey: AppJourney): Promise<JourneyDestination> {
  return once(async () => {
    const id = userId();
    if (id !== null) forgetSavedJourney(id);
    const facts = await loadJourneyFacts();
    return journeyDestination(startJourney(journey, facts));
  }) as Promise<JourneyDestination>;
}
