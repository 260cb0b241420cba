// Journeys by key, for restoring saved progress: the fulfillment journey, a reinstatement journey per policy and a
// cover-increase journey and a term-extension journey per policy.
import { coverIncreaseJourney, increasedPolicyOf } from './cover-increase';
import { fulfillmentJourney, type AppJourney } from './fulfillment';
import { reinstatedPolicyOf, reinstatementJourney } from './reinstatement';
import { extendedPolicyOf, termExtensionJourney } from './term-extension';

export function journeyByKey(key: string): AppJourney | null {
  if (key === fulfillmentJourney.key) return fulfillmentJourney;
  const reinstated = reinstatedPolicyOf(key);
  if (reinstated !== null) return reinstatementJourney(reinstated);
  const increased = increasedPolicyOf(key);
  if (increased !== null) return coverIncreaseJourney(increased);
  const extended = extendedPolicyOf(key);
  return extended === null ? null : termExtensionJourney(extended);
}
