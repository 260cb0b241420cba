// The journey the user is in (spec 001 §4.4): immersive mode (a focused flow that hides the header tabs) and
// the seam through which flows move a journey on. The journeys feature registers the running journey's
// controls here; a flow only asks "is a journey running?" and "where does it go next / back?", so features
// never import each other.
import { create } from 'zustand';

/** What a running journey lets the rest of the app do; every method answers the path to navigate to. */
export interface JourneyControls {
  /** The step after the current one (completing steps as needed), or the journey's exit path at its end. */
  next: () => string;
  /** The step before the current one, or null when the back control should leave the journey. */
  back: () => string | null;
  /** Leaves the journey (after the person confirmed): the path to go to. */
  exit: () => string;
}

interface JourneyState {
  immersive: boolean;
  /** The running journey's controls; null when no journey runs. */
  controls: JourneyControls | null;
  setImmersive: (immersive: boolean) => void;
  setControls: (controls: JourneyControls | null) => void;
  reset: () => void;
}

export const useJourneyStore = create<JourneyState>()((set) => ({
  immersive: false,
  controls: null,
  setImmersive: (immersive) => set({ immersive }),
  setControls: (controls) => set({ controls }),
  reset: () => set({ immersive: false, controls: null }),
}));

/** The running journey's controls, or null. */
export function activeJourney(): JourneyControls | null {
  return useJourneyStore.getState().controls;
}
