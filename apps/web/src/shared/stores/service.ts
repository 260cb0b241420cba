// Health of the services behind the app, as the browser saw it.
import { create } from 'zustand';

interface ServiceState {
  /** False when neither the primary nor the fallback API answered healthy at start-up. */
  healthy: boolean;
  /** Underwriting reported itself offline (AURA_COMMON_ERROR, UNDERWRITING_DISABLED): unscheduled maintenance. */
  underwritingOffline: boolean;
  setHealthy: (healthy: boolean) => void;
  setUnderwritingOffline: (offline: boolean) => void;
}

export const useServiceStore = create<ServiceState>()((set) => ({
  healthy: true,
  underwritingOffline: false,
  setHealthy: (healthy) => set({ healthy }),
  setUnderwritingOffline: (underwritingOffline) => set({ underwritingOffline }),
}));
