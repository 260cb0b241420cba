// A countdown in whole seconds to `until` (ms since the epoch), ticking once a second; 0 once it has passed.
import { useEffect, useState } from 'react';

export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    // A new deadline starts from the current time, not from the last tick.
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [until]);
  return secondsUntil(until, now);
}
