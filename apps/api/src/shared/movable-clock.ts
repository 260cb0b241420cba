// A clock the sandbox can move: real time plus an offset that /dev/clock sets, so that a person trying the app
// (or an end-to-end test) can see what a day or a month later looks like: expired links, the clean-up of
// abandoned uploads, delayed jobs. Per process: a separate `npm run worker` keeps its own (real) time.
import type { Clock } from './clock.ts';

export type MovableClock = Clock & { set(at: Date): void; advance(ms: number): void };

export function movableClock(): MovableClock & { reset(): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

/** Whether a clock can be moved (the sandbox's, or a test's fixed clock). */
export function isMovable(clock: Clock): clock is MovableClock {
  const candidate = clock as Partial<MovableClock>;
  return typeof candidate.set === 'function' && typeof candidate.advance === 'function';
}
