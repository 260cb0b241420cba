// Keeps one journey running (spec 001 §4.4): holds its position, answers the controls screens call through
// shared/stores/journey, publishes its status (step, path, progress) and saves its progress per user after
// every move. Loaded only when a journey starts or is restored. Completion is recorded and opens
// JourneyCompleted; exiting keeps the progress for a later restore; ending (ineligible, denied) forgets it;
// finishing (the goal reached: a policy bought) records completion at once while the last screen shows. A saved
// journey whose goal the facts say is reached (finishedWhen) is completed, never resumed mid-way.
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore, type JourneyControls, type JourneyStatus } from '../stores/journey';
import { openModal } from '../stores/modal';
import type { AppJourney, JourneyContext } from './fulfillment';
import { journeyByKey } from './registry';
import * as machine from './machine';
import { forgetSavedJourney, writeSavedJourney, type SavedJourney } from './saved-progress';

/** What the conditions need besides the session's level, fetched when a journey starts or resumes. */
export interface JourneyFacts {
  flags: ReadonlySet<string>;
  hasActivePhone: boolean;
  /** The account holds a policy in force. */
  holdsPolicy: boolean;
}

interface Run {
  journey: AppJourney;
  state: machine.JourneyState;
  facts: JourneyFacts;
  controls: JourneyControls;
  /** The goal is reached (finish()): every save records the journey as completed. */
  finished: boolean;
}

let run: Run | null = null;
let ran = false;

/** A journey ran in this visit (its saved progress is then not offered back until the next visit). */
export function journeysRan(): boolean {
  return ran;
}

/** Tests: a fresh visit. */
export function resetJourneysRan(): void {
  ran = false;
}

/** The run whose controls the store holds (a session reset or a newer journey makes an older run stale). */
function live(): Run | null {
  return run !== null && useJourneyStore.getState().controls === run.controls ? run : null;
}

function contextOf(facts: JourneyFacts): JourneyContext {
  return { authLevel: useAuthStore.getState().authLevel, ...facts };
}

function currentUserId(): string | null {
  return accessTokenUserId(useAuthStore.getState().accessToken);
}

function statusOf(active: Run): JourneyStatus | null {
  const here = machine.current(active.journey, active.state);
  if (!here) return null;
  const context = contextOf(active.facts);
  return {
    journey: active.journey.key,
    kind: active.journey.kind,
    step: here.key,
    path: here.path,
    flowScope: here.step.flowScope ?? null,
    progress: machine.progress(active.journey, active.state, useJourneyStore.getState().formSlug),
    backLeaves:
      machine.backLeaves(active.journey, active.state) ||
      machine.back(active.journey, active.state, context) === null,
  };
}

function save(active: Run, path: string, completed: boolean): void {
  const userId = currentUserId();
  const position = machine.toSaved(active.journey, active.state);
  if (userId === null || position === null) return;
  const saved: SavedJourney = {
    journey: active.journey.key,
    kind: active.journey.kind,
    position,
    path: active.finished ? active.journey.exitPath : path,
    completed: completed || active.finished,
    updatedAt: new Date().toISOString(),
  };
  writeSavedJourney(userId, saved);
}

/** Shows the run's position and saves it; the path of its current step. */
function publish(active: Run): string {
  const status = statusOf(active);
  if (!status) throw new Error(`Journey ${active.journey.key} is at a position it cannot show`);
  useJourneyStore.getState().setStatus(status);
  save(active, status.path, false);
  return status.path;
}

function stop(active: Run): void {
  // The screens' view of the journey goes whenever it shows this run, even if another start took the runtime's
  // slot meanwhile (two starts racing): a stopped run must never leave its status on screen.
  const store = useJourneyStore.getState();
  if (store.controls === active.controls || run === active) store.stop();
  if (run === active) run = null;
}

function complete(active: Run, quietly = false): string {
  save(active, active.journey.exitPath, true);
  stop(active);
  if (!quietly && !active.finished) openModal('JourneyCompleted', { journey: active.journey.key });
  return active.journey.exitPath;
}

function begin(journey: AppJourney, state: machine.JourneyState, facts: JourneyFacts): string {
  const active: Run = {
    journey,
    state,
    facts,
    finished: false,
    controls: {
      next: () => {
        if (live() !== active) return journey.exitPath;
        const leaving = machine.current(journey, active.state)?.step;
        active.state = machine.next(journey, active.state, contextOf(active.facts));
        if (!active.state.completed) return publish(active);
        return complete(active, leaving?.completesQuietly === true);
      },
      back: () => {
        if (live() !== active) return null;
        const previous = machine.back(journey, active.state, contextOf(active.facts));
        if (previous === null) return null;
        active.state = previous;
        return publish(active);
      },
      exit: () => {
        stop(active);
        return journey.exitPath;
      },
      end: () => {
        const userId = currentUserId();
        if (userId !== null) forgetSavedJourney(userId);
        stop(active);
        return journey.exitPath;
      },
      finish: () => {
        if (live() !== active) return;
        active.finished = true;
        save(active, journey.exitPath, true);
      },
    },
  };
  if (state.completed) return complete(active);
  run = active;
  ran = true;
  const status = statusOf(active);
  if (!status) throw new Error(`Journey ${journey.key} is at a position it cannot show`);
  useJourneyStore.getState().setRunning(active.controls, status);
  save(active, status.path, false);
  return status.path;
}

/** Starts `journey` afresh at its first step that can show: the path of that step (or the exit path). */
export function startJourney(journey: AppJourney, facts: JourneyFacts): string {
  machine.assertValidJourney(journey);
  return begin(journey, machine.start(journey, contextOf(facts)), facts);
}

/**
 * Resumes saved progress: the path of the step it was at (moved on to the next step that can show when the
 * saved one no longer can, e.g. create-account for someone who has signed in since). Null when the saved
 * position is unknown to the journey's definition (it is forgotten then).
 */
export function resumeJourney(
  saved: SavedJourney,
  facts: JourneyFacts,
  journeyOf: (key: string) => AppJourney | null = journeyByKey,
): string | null {
  const journey = journeyOf(saved.journey);
  const state = journey ? machine.fromSaved(journey, saved.position) : null;
  if (!journey || !state) {
    const userId = currentUserId();
    if (userId !== null) forgetSavedJourney(userId);
    return null;
  }
  const context = contextOf(facts);
  // Finished meanwhile (bought elsewhere, or before this record of it): completed, and JourneyCompleted says so.
  if (machine.isFinished(journey, context)) return begin(journey, { ...state, completed: true }, facts);
  return begin(
    journey,
    machine.holdsAt(journey, state, context) ? state : machine.next(journey, state, context),
    facts,
  );
}

/**
 * Records saved progress as completed when the facts say its journey's goal is reached (a policy is held):
 * true then, and the progress is not to be offered back. False for a journey still to be finished.
 */
export function recordIfFinished(
  saved: SavedJourney,
  facts: JourneyFacts,
  journeyOf: (key: string) => AppJourney | null = journeyByKey,
): boolean {
  const journey = journeyOf(saved.journey);
  const userId = currentUserId();
  if (!journey || userId === null || !machine.isFinished(journey, contextOf(facts))) return false;
  writeSavedJourney(userId, {
    ...saved,
    path: journey.exitPath,
    completed: true,
    updatedAt: new Date().toISOString(),
  });
  return true;
}

/** The running journey, if any: its definition and position (for following the browser's location). */
export function runningJourney(): { journey: AppJourney; state: machine.JourneyState } | null {
  const active = live();
  return active ? { journey: active.journey, state: active.state } : null;
}

export type LocationFit = 'current' | 'moved' | 'journey' | 'elsewhere';

/**
 * Follows a location the browser reached (back / forward buttons, a page redirecting): on the current step's
 * path nothing changes; on another step's path that can show now, the journey moves there; on one of the
 * journey's other paths it stays put; anywhere else the caller decides (leave, or a detour).
 */
export function followLocation(pathname: string): LocationFit {
  const active = live();
  if (!active) return 'elsewhere';
  const here = machine.current(active.journey, active.state);
  if (here?.path === pathname) return 'current';
  if (here?.step.detours?.some((prefix) => pathname.startsWith(prefix))) return 'journey';
  const found = machine.locate(active.journey, pathname, contextOf(active.facts));
  if (found) {
    active.state = found;
    publish(active);
    return 'moved';
  }
  return machine.pathsOf(active.journey).includes(pathname) ? 'journey' : 'elsewhere';
}

/** A flow screen showed another form: progress counts form slugs of flow steps. */
useJourneyStore.subscribe((state, previous) => {
  const active = live();
  if (active && state.formSlug !== previous.formSlug) {
    const status = statusOf(active);
    if (status) useJourneyStore.getState().setStatus(status);
  }
});
