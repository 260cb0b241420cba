// What JourneyProgress and JourneyCompleted do with a choice: resume the saved journey, start it over (a
// reinstatement at its policy's page, else the application), or decide later (leaving /fulfillment/start,
// which has nothing else to show, for "/").
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { FULFILLMENT_START_PATH } from '../../../shared/journeys/fulfillment';
import { resumeSaved, startFulfillment, startOver } from '../../../shared/journeys/launch';
import type { JourneyDestination } from '../../../shared/journeys/navigation';

export function useJourneyChoice() {
  const { close } = useModalContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const onStartPage = pathname === FULFILLMENT_START_PATH;

  const go = (destination: JourneyDestination) => {
    close();
    void navigate(destination.to, { state: destination.state, replace: onStartPage });
  };

  const run = (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    void task().finally(() => setBusy(false));
  };

  return {
    busy,
    resume: () =>
      run(async () => {
        const destination = await resumeSaved();
        go(destination ?? (await startFulfillment()));
      }),
    startOver: () => run(async () => go(await startOver())),
    later: () => {
      close();
      if (onStartPage) void navigate('/', { replace: true });
    },
  };
}
