// Where the beneficiary pages go (spec 001 §4.11). The review they were opened from (the beneficiary flow's
// review in a journey, else /beneficiary/{lineOfBusiness}) is their origin: saving returns there. Removing a
// backup goes to the review; removing a primary goes to the allocations while others remain, else to the origin
// when the review came from a flow (a journey step must not be left), else home.

/** Where a page returns to: a path and the navigation state that path was shown with (a flow's scope). */
export interface Origin {
  path: string;
  state?: unknown;
}

export const reviewPath = (lineOfBusiness: string) => `/beneficiary/${lineOfBusiness}`;
export const allocationPath = (lineOfBusiness: string) => `/beneficiary/allocation/${lineOfBusiness}`;
export const selectTypePath = (lineOfBusiness: string, responsibility: 'primary' | 'backup') =>
  `/beneficiary/select-type/${lineOfBusiness}/${responsibility}`;
export const editPath = (lineOfBusiness: string, beneficiaryId: string) =>
  `/beneficiary/edit/${lineOfBusiness}/${beneficiaryId}`;

/** The navigation state the beneficiary pages pass on: the review they came from. */
export interface BeneficiaryNavigationState {
  origin?: Origin;
}

function isOrigin(value: unknown): value is Origin {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Origin).path === 'string' &&
    (value as Origin).path.startsWith('/')
  );
}

/**
 * The origin from a page's navigation state; without one (a reload, a link), the running journey's beneficiary
 * step when there is one, else the review page.
 */
export function originOf(state: unknown, lineOfBusiness: string, journeyStep: Origin | null): Origin {
  const origin = (state as BeneficiaryNavigationState | null)?.origin;
  if (isOrigin(origin)) return origin;
  return journeyStep ?? { path: reviewPath(lineOfBusiness) };
}

export interface Removal {
  responsibility: 'primary' | 'backup';
  /** Primaries left after the removal (a promoted backup counts). */
  primariesLeft: number;
}

/** Where removing a beneficiary leads (spec 001 §4.11). */
export function removalDestination(removal: Removal, lineOfBusiness: string, origin: Origin): Origin {
  if (removal.responsibility === 'backup') return origin;
  if (removal.primariesLeft > 0) return { path: allocationPath(lineOfBusiness), state: { origin } };
  // The last primary: home, unless the review belongs to a flow (the journey's step stays on screen).
  return origin.path.startsWith('/flow/') ? origin : { path: '/' };
}
