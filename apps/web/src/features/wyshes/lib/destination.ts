// Where "CONTINUE WITH $amount" leads from the builder (spec 001 §2.11, 000 §2 Wish screens).

export type BuilderFlowType = 'wyshes' | 'dashboard';

export interface DestinationFacts {
  /** The person is signed in (identified or verified). */
  identified: boolean;
  /** The list is at the policy-edit builder route (/products/insurance/wysh-builder/list). */
  policyEditRoute: boolean;
  activeCount: number;
  hasPolicy: boolean;
  /** Percent of the wyshes the policy covers; null when unknown. */
  percentCovered: number | null;
  builderType: BuilderFlowType;
}

export function builderDestination(facts: DestinationFacts): string {
  if (facts.identified || facts.policyEditRoute) return '/coverage-preview';
  const list = facts.builderType === 'dashboard' ? '/' : '/wyshes';
  if (facts.activeCount < 2) return list;
  if (!facts.hasPolicy) return list;
  if ((facts.percentCovered ?? 0) >= 100) return list;
  return '/wyshes/prioritize';
}
