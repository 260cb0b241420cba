// Idle lockout (spec: idle lockout 10 min, inactivity warning 60 s): after 9 minutes without activity a warning
// counts down the last 60 seconds; at 10 minutes the session ends. Activity in another tab of the app counts
// too (it is shared through localStorage), so a person busy in one tab is not logged out by another.

export const IDLE_TIMEOUT_MS = 10 * 60_000;
export const IDLE_WARNING_MS = 60_000;
const SHARED_KEY = 'wysh.lastActivity';
/** Writing every pointer move to storage would be wasteful: one write per few seconds is plenty. */
const SHARE_EVERY_MS = 5_000;

export interface IdleTimerOptions {
  timeoutMs?: number;
  warningMs?: number;
  /** The warning starts; `deadline` is when the session will end (ms since the epoch). */
  onWarn: (deadline: number) => void;
  onTimeout: () => void;
  now?: () => number;
  /** Last activity seen by any tab; defaults to localStorage. */
  shared?: { read: () => number | null; write: (at: number) => void };
}

export interface IdleTimer {
  /** The person did something (passive activity is ignored while the warning shows). */
  activity: () => void;
  /** The person chose to stay: the warning ends and the clock starts again. */
  keepAlive: () => void;
  isWarning: () => boolean;
  stop: () => void;
}

const storageShared = {
  read: () => {
    try {
      const value = Number(localStorage.getItem(SHARED_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  write: (at: number) => {
    try {
      localStorage.setItem(SHARED_KEY, String(at));
    } catch {
      // Private mode: each tab keeps its own clock.
    }
  },
};

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const timeoutMs = options.timeoutMs ?? IDLE_TIMEOUT_MS;
  const warningMs = options.warningMs ?? IDLE_WARNING_MS;
  const now = options.now ?? Date.now;
  const shared = options.shared ?? storageShared;
  let last = now();
  let lastShared = 0;
  let warning = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const share = (at: number) => {
    if (at - lastShared < SHARE_EVERY_MS) return;
    lastShared = at;
    shared.write(at);
  };

  const schedule = (delay: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  };

  function check() {
    if (stopped) return;
    // Another tab may have seen activity since: that restarts the clock here too (unless already warning).
    const elsewhere = shared.read();
    if (!warning && elsewhere !== null && elsewhere > last) last = elsewhere;
    const idle = now() - last;
    if (idle >= timeoutMs) {
      stopped = true;
      timer = null;
      options.onTimeout();
      return;
    }
    if (idle >= timeoutMs - warningMs) {
      if (!warning) {
        warning = true;
        options.onWarn(last + timeoutMs);
      }
      schedule(timeoutMs - idle);
      return;
    }
    schedule(timeoutMs - warningMs - idle);
  }

  const restart = () => {
    last = now();
    share(last);
    schedule(timeoutMs - warningMs);
  };

  share(last);
  schedule(timeoutMs - warningMs);

  return {
    activity: () => {
      if (stopped || warning) return;
      last = now();
      share(last);
    },
    keepAlive: () => {
      if (stopped) return;
      warning = false;
      lastShared = 0;
      restart();
    },
    isWarning: () => warning,
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
