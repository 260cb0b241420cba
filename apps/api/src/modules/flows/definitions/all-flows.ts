// Every flow the server knows, checked at start-up (flow-registry.ts).
import type { FlowDefinition } from '../flow-definition';
import { accountProfile } from './account-profile';
import { ineligibilityWarning } from './ineligibility-warning';
import { insuranceProfile } from './insurance-profile';
import { onboardingIntro } from './onboarding-intro';
import { preVerifiedInitialData } from './pre-verified-initial-data';

export const flowDefinitions: readonly FlowDefinition[] = [
  onboardingIntro,
  insuranceProfile,
  ineligibilityWarning,
  preVerifiedInitialData,
  accountProfile,
];
