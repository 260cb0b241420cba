// The journey the user is in (spec 001 §4.4): immersive mode (a focused flow that hides the header tabs) and
// the seam through which screens move a journey on. The journey runtime (shared/journeys/runtime, loaded only
// when a journey starts or is restored) registers the running journey's controls and status here; a screen
// only asks "is a journey running?" and "where does it go next / back?", so features never import each other.
import { create } from 'zustand';
import type { JourneyKind } from '../journeys/machine';

/** What a running journey lets the rest of the app do; every method answers the path to navigate to. */
export interface JourneyControls {
  /** The step after the current one (completing steps as needed), or the journey's exit path at its end. */
  next: () => string;
  /** The step before the current one, or null when the back control should leave the journey. */
  back: () => string | null;
  /** Leaves the journey (after the person confirmed): the path to go to. Its progress stays saved. */
  exit: () => string;
  /** Ends the journey for good (ineligible, coverage denied): its saved progress is forgotten. The exit path. */
  end: () => string;
  /**
   * The journey's goal is reached (the policy is bought): it is recorded as completed at once, while the step's
   * last screen (the confirmation) still shows; leaving that screen any way leaves nothing to pick up.
   */
  finish: () => void;
}

/** What screens show of the running journey. */
export interface JourneyStatus {
  journey: string;
  kind: JourneyKind;
  /** The current step's (or section's) key. */
  step: string;
  /** Where the current step shows. */
  path: string;
  /** A flow step's scope (new_policy, ...): the flow screen runs the flow in it. */
  flowScope: string | null;
  /** Percent of the journey's progress steps reached; null when the journey counts none. */
  progress: number | null;
  /** The back control leaves the journey here (first or exit step) instead of going back a step. */
  backLeaves: boolean;
}

interface JourneyState {
  immersive: boolean;
  /** The running journey's controls; null when no journey runs. */
  controls: JourneyControls | null;
  /** The running journey's status; null when no journey runs. */
  status: JourneyStatus | null;
  /** The slug of the form a flow screen shows (a flow step's current step, for progress). */
  formSlug: string | null;
  setImmersive: (immersive: boolean) => void;
  setControls: (controls: JourneyControls | null) => void;
  setRunning: (controls: JourneyControls, status: JourneyStatus) => void;
  setStatus: (status: JourneyStatus) => void;
  stop: () => void;
  setFormSlug: (formSlug: string | null) => void;
  reset: () => void;
}

export const useJourneyStore = create<JourneyState>()((set) => ({
  immersive: false,
  controls: null,
  status: null,
  formSlug: null,
  setImmersive: (immersive) => set({ immersive }),
  setControls: (controls) => set(controls ? { controls } : { controls: null, status: null }),
  setRunning: (controls, status) => set({ controls, status }),
  setStatus: (status) => set({ status }),
  stop: () => set({ controls: null, status: null }),
  setFormSlug: (formSlug) => set({ formSlug }),
  reset: () => set({ immersive: false, controls: null, status: null, formSlug: null }),
}));

/**
 * Whether the journey bar shows its own back control on the page at `pathname`: on a journey step that is not
 * a flow step (a flow step's screen has the flow's back, which pops forms first). A flow screen shown on such a
 * step (/create-phone) leaves the back to the journey, so the page has one back control, the one that asks.
 */
export function journeyShowsBack(status: JourneyStatus | null, pathname: string): boolean {
  return status !== null && status.path === pathname && status.flowScope === null;
}

/** The running journey's controls, or null. */
export function activeJourney(): JourneyControls | null {
  return useJourneyStore.getState().controls;
}
