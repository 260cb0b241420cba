// Immersive mode (spec: Header) for a focused step of a journey: the header hides its tabs while it shows.
import { useEffect } from 'react';
import { useJourneyStore } from '../stores/journey';

export function useImmersive(): void {
  useEffect(() => {
    const { setImmersive } = useJourneyStore.getState();
    setImmersive(true);
    return () => setImmersive(false);
  }, []);
}
