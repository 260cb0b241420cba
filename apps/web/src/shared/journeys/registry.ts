// Journeys by key, for restoring saved progress: the fulfillment journey, and a reinstatement journey per policy.
import { fulfillmentJourney, type AppJourney } from './fulfillment';
import { reinstatedPolicyOf, reinstatementJourney } from './reinstatement';

export function journeyByKey(key: string): AppJourney | null {
  if (key === fulfillmentJourney.key) return fulfillmentJourney;
  const policyId = reinstatedPolicyOf(key);
  return policyId === null ? null : reinstatementJourney(policyId);
}
