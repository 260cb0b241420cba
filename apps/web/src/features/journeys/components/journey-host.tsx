// Mounted by the layout while a journey runs: keeps the journey in step with the browser's location (back and
// forward buttons move it; leaving its pages stops it, keeping its progress for a restore; leaving an
// ineligible or coverage-denied screen ends it), warns before the page is left (spec 001 §4.4), and shows the
// back control and the progress bar on the journey's own screens.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { followLocation } from '../../../shared/journeys/runtime';
import { activeJourney, useJourneyStore } from '../../../shared/stores/journey';
import { JourneyBar } from './journey-bar';

/** Screens a journey passes by without leaving it; the first ones end it when left (spec 000 §2). */
const ENDING_DETOUR = /^\/(ineligible|coverage-denied)(\/|$)/;
const DETOUR = /^\/(ineligible|coverage-denied|fulfillment)(\/|$)/;

function useFollowLocation(pathname: string): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    const fit = followLocation(pathname);
    const leftEndingScreen = ENDING_DETOUR.test(before) && !DETOUR.test(pathname);
    if (fit === 'current') return;
    if (leftEndingScreen) activeJourney()?.end();
    else if (fit === 'elsewhere' && !DETOUR.test(pathname)) activeJourney()?.exit();
  }, [pathname]);
}

function useLeaveWarning(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

export function JourneyHost() {
  const status = useJourneyStore((state) => state.status);
  const { pathname } = useLocation();
  useFollowLocation(pathname);
  useLeaveWarning();
  if (!status || status.path !== pathname) return null;
  return <JourneyBar status={status} />;
}
