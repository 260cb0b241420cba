// A journey's goal reached. The application's (spec 001 §4.4, §4.5): the purchase screen calls finishFulfillment
// once the policy is bought. A running fulfillment journey is recorded as completed at once (its confirmation
// still shows); saved progress of one that was left earlier (the person bought from the quote review, outside the
// journey) is recorded as completed too. Either way nothing offers to pick the application up again. A cover
// increase's: confirm-update calls finishCoverIncrease once the request is decided (or closed), and the journey
// stops there quietly, its page staying on screen; a term extension's likewise (finishTermExtension).
import { accessTokenUserId } from '../auth/token-storage';
import { useAuthStore } from '../stores/auth';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { coverIncreaseJourney } from './cover-increase';
import { fulfillmentJourney, type AppJourney } from './fulfillment';
import { readSavedJourney, writeSavedJourney } from './saved-progress';
import { termExtensionJourney } from './term-extension';

/** Records saved progress of `journey` left earlier (not running) as completed. */
function recordSavedCompleted({ key, exitPath }: AppJourney): void {
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

export function finishFulfillment(): void {
  if (useJourneyStore.getState().status?.journey === fulfillmentJourney.key) {
    activeJourney()?.finish();
    return;
  }
  recordSavedCompleted(fulfillmentJourney);
}

export function finishCoverIncrease(policyId: string): void {
  finishPolicyChange(coverIncreaseJourney(policyId));
}

export function finishTermExtension(policyId: string): void {
  finishPolicyChange(termExtensionJourney(policyId));
}

function finishPolicyChange(journey: AppJourney): void {
  if (useJourneyStore.getState().status?.journey === journey.key) {
    const controls = activeJourney();
    controls?.finish();
    // Nothing is left to go back to: the journey's bar and its leave warning go with it.
    controls?.exit();
    return;
  }
  recordSavedCompleted(journey);
}
