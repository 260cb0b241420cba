// The journey the user is in. For now only immersive mode (a focused flow that hides the header tabs).
import { create } from 'zustand';

interface JourneyState {
  immersive: boolean;
  setImmersive: (immersive: boolean) => void;
  reset: () => void;
}

export const useJourneyStore = create<JourneyState>()((set) => ({
  immersive: false,
  setImmersive: (immersive) => set({ immersive }),
  reset: () => set({ immersive: false }),
}));
