// The application's goal reached (spec 001 §4.4, §4.5): the purchase screen calls this once the policy is
// bought. A running fulfillment journey is recorded as completed at once (its confirmation still shows); saved
// progress of one that was left earlier (the person bought from the quote review, outside the journey) is
// recorded as completed too. Either way nothing offers to pick the application up again.
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { fulfillmentJourney } from './fulfillment';
import { readSavedJourney, writeSavedJourney } from './saved-progress';

export function finishFulfillment(): void {
  const { key, exitPath } = fulfillmentJourney;
  if (useJourneyStore.getState().status?.journey === key) {
    activeJourney()?.finish();
    return;
  }
  const userId = accessTokenUserId(useAuthStore.getState().accessToken);
  const saved = userId === null ? null : readSavedJourney(userId);
  if (userId === null || !saved || saved.journey !== key || saved.completed) return;
  writeSavedJourney(userId, {
    ...saved,
    path: exitPath,
    completed: true,
    updatedAt: new Date().toISOString(),
  });
}
