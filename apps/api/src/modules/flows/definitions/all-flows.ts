// Every flow the server knows, checked at start-up (flow-registry.ts).
import type { FlowDefinition } from '../flow-definition.ts';
import { accountProfile } from './account-profile.ts';
import { beneficiary } from './beneficiary.ts';
import { estimateForm } from './estimate-form.ts';
import { ineligibilityWarning } from './ineligibility-warning.ts';
import { insuranceProfile } from './insurance-profile.ts';
import { onboardingIntro } from './onboarding-intro.ts';
import { postUnderwriting } from './post-underwriting.ts';
import { purchasePolicy } from './purchase-policy.ts';
import { preVerifiedInitialData } from './pre-verified-initial-data.ts';
import { underwritingInterview } from './underwriting-interview.ts';

export const flowDefinitions: readonly FlowDefinition[] = [
  onboardingIntro,
  insuranceProfile,
  ineligibilityWarning,
  preVerifiedInitialData,
  accountProfile,
  estimateForm,
  beneficiary,
  underwritingInterview,
  postUnderwriting,
  purchasePolicy,
];
