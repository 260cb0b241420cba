import { useEffect, useState } from 'react';
import { isSupportOpen } from '@wysh/domain/support-hours';

/** Whether live agents are on duty now, re-checked every minute while shown. */
export function useSupportOpen(now: () => Date = () => new Date()): boolean {
  const [open, setOpen] = useState(() => isSupportOpen(now()));
  useEffect(() => {
    const timer = window.setInterval(() => setOpen(isSupportOpen(now())), 60_000);
    return () => window.clearInterval(timer);
  }, [now]);
  return open;
}
