// A clock the sandbox can move: real time plus an offset that /dev/clock sets, so that a person trying the app
// (or an end-to-end test) can see what a day or a month later looks like: expired links, the clean-up of
// abandoned uploads, delayed jobs, a month's billing. This one is per process (tests); the sandbox's, shared by
// every process through the database, is modules/sandbox-clock.
import type { Clock } from './clock.ts';

/** Moving may be written somewhere (the shared clock writes the database): callers await it. */
export type MovableClock = Clock & {
  set(at: Date): void | Promise<void>;
  advance(ms: number): void | Promise<void>;
  /** Reads a time another process moved, where the clock is shared. */
  refresh?(): Promise<void>;
};

/** Whether a clock can be moved (the sandbox's, or a test's fixed clock). */
export function isMovable(clock: Clock): clock is MovableClock {
  const candidate = clock as Partial<MovableClock>;
  return typeof candidate.set === 'function' && typeof candidate.advance === 'function';
}
