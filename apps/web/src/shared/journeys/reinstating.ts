// Which policy the running (or, while a reload restores it, the saved) reinstatement journey reinstates: the
// reinstatement's underwriting screens submit for it.
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { useJourneyStore } from '../stores/journey';
import { reinstatedPolicyOf } from './reinstatement';
import { readSavedJourney } from './saved-progress';

export function reinstatingPolicyId(): string | null {
  const running = useJourneyStore.getState().status?.journey;
  if (running) return reinstatedPolicyOf(running);
  const userId = accessTokenUserId(useAuthStore.getState().accessToken);
  const saved = userId === null ? null : readSavedJourney(userId);
  return saved && !saved.completed ? reinstatedPolicyOf(saved.journey) : null;
}
