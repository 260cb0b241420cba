// The one source of "now". Services take a Clock so that tests and the sandbox can move time
// (billing cycles, quote expiry, free look) without touching the system clock.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at a given instant and moves only when told to. */
export function fixedClock(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
