// Eligibility questions the web app asks: why the signed-in user cannot be covered (from their saved profile),
// the catalogue of reasons, and whether a product is sold in a state.
import { INELIGIBILITY_REASONS } from '@wysh/domain/eligibility';
import type { Db } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { loadApplicantProfile } from '../profile/profile.repository.ts';
import { findState } from '../reference/reference.repository.ts';
import { coverageIneligibilityReasons, productSoldIn } from './coverage-eligibility.ts';

export function createEligibilityService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async userIneligibleReasons(viewer: Viewer): Promise<{ ineligibleCoverageReasons: string[] }> {
      const { userId } = requireUser(viewer, 'identified');
      const record = await loadApplicantProfile(db, userId);
      const profile = { birthdate: record?.birthdate ?? null, state: record?.address?.state ?? null };
      return { ineligibleCoverageReasons: coverageIneligibilityReasons(profile, businessToday(clock)) };
    },

    ineligibleReasons: (): string[] => [...INELIGIBILITY_REASONS],

    async productAvailableInState(input: {
      businessSlug: string;
      productSlug: string;
      stateId: string;
    }): Promise<boolean> {
      const state = isUuid(input.stateId) ? await findState(db, input.stateId) : undefined;
      return state !== undefined && productSoldIn(input.businessSlug, input.productSlug, state.alpha2);
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
