// Eligibility questions the web app asks: why the signed-in user cannot be covered (from their saved profile),
// the catalogue of reasons, and whether a product is sold in a state.
import { coverageIneligibilityReasons, INELIGIBILITY_REASONS } from '@wysh/domain/eligibility';
import { productSoldIn } from '@wysh/domain/products';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';

export function createEligibilityService(deps: {
  clock: Clock;
  profile: ProfileService;
  reference: ReferenceService;
}) {
  const { clock, profile: profiles, reference } = deps;
  return {
    async userIneligibleReasons(viewer: Viewer): Promise<{ ineligibleCoverageReasons: string[] }> {
      const { userId } = requireUser(viewer, 'identified');
      const record = await profiles.applicantProfile(userId);
      const profile = { birthdate: record?.birthdate ?? null, state: record?.address?.state ?? null };
      return { ineligibleCoverageReasons: coverageIneligibilityReasons(profile, businessToday(clock)) };
    },

    ineligibleReasons: (): string[] => [...INELIGIBILITY_REASONS],

    async productAvailableInState(input: {
      businessSlug: string;
      productSlug: string;
      stateId: string;
    }): Promise<boolean> {
      const state = await reference.stateById(input.stateId);
      return state !== undefined && productSoldIn(input.businessSlug, input.productSlug, state.alpha2);
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
