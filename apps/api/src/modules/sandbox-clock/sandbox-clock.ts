// The sandbox's movable clock, shared by every process on the database: real time plus an offset kept in the
// sandbox_clock row. /dev/clock writes the row (and this process's copy at once); other processes read it every
// second and before each job they run, so a worker bills on the day the operator moved the clock to.
import type { Db } from '../../db/database.ts';
import type { MovableClock } from '../../shared/movable-clock.ts';
import { keepOffset, readOffset } from './sandbox-clock.repository.ts';

export type SharedSandboxClock = MovableClock & {
  /** Reads the offset another process may have moved. */
  refresh(): Promise<void>;
  stop(): void;
};

const REFRESH_MS = 1_000;

export async function openSandboxClock(db: Db): Promise<SharedSandboxClock> {
  let offsetMs = 0;

  async function refresh() {
    offsetMs = await readOffset(db);
  }

  async function keep(next: number) {
    offsetMs = next;
    await keepOffset(db, next, new Date());
  }

  await refresh();
  const timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS);
  timer.unref();

  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => keep(at.getTime() - Date.now()),
    // Moved from the offset as stored, so that two processes moving it add up.
    advance: async (ms) => {
      await refresh();
      await keep(offsetMs + ms);
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
