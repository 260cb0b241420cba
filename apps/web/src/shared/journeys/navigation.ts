// Navigating to a running journey's steps, for the screens that move it on (loaded with them, not with the
// first visit): a flow step carries its scope in the navigation state.
import { activeJourney, useJourneyStore } from '../stores/journey';

/** Where to navigate for a journey step: a flow step carries its scope in the navigation state. */
export interface JourneyDestination {
  to: string;
  state?: { flowScope: string };
}

/** The destination of `path` as the running journey would navigate there. */
export function journeyDestination(path: string): JourneyDestination {
  const status = useJourneyStore.getState().status;
  return status?.path === path && status.flowScope
    ? { to: path, state: { flowScope: status.flowScope } }
    : { to: path };
}

/** Moves the running journey on: where to go next, or null when no journey runs. */
export function journeyNext(): JourneyDestination | null {
  const controls = activeJourney();
  return controls ? journeyDestination(controls.next()) : null;
}

/**
 * The flow scope a flow screen at `pathname` runs in when a journey brought it there (its navigation state
 * may be gone: a reload, or a navigation by path only); null outside a journey's flow step.
 */
export function journeyFlowScope(pathname: string): string | null {
  const status = useJourneyStore.getState().status;
  return status?.path === pathname ? status.flowScope : null;
}
