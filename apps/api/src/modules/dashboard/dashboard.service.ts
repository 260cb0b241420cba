// The home dashboard (spec 000 §2 Dashboard, 001 §2.2): the first name, the insurance card in the state the
// domain's precedence picks (@wysh/domain/home-state) and the Wysh card. Always the viewer's own: there is no
// id to ask for anyone else's.
import {
  insuranceCardState,
  insuranceCardTitle,
  isOfferingExpired,
  wyshCardState,
  ACCIDENTAL_DEATH_SLUG,
  type InsuranceCardState,
  type WyshCardState,
} from '@wysh/domain/home-state';
import type { Cents } from '@wysh/domain/money';
import { displayName } from '@wysh/domain/person-name';
import { isNewerPendingQuote, policyUpdate, type PolicyUpdate } from '@wysh/domain/policies/policy-updates';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { requireUser, signInRequired, type Viewer } from '../../shared/viewer.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import type { DashboardAllocation, DashboardPolicy, DashboardSources } from './dashboard.types.ts';

export type InsuranceCardView = {
  state: InsuranceCardState;
  title: string;
  productSlug: string | null;
  /** Owned: the policy's cover; quote: the offering's; recapture: the estimate's. */
  coverageAmount: Cents | null;
  /** Accidental death covers "Up To" the amount. */
  coverageUpTo: boolean;
  nextBillingDate: string | null;
  /** Owned, and the policy lapsed: the day its cover ended (yyyy-MM-dd); null otherwise. */
  lapsedOn: string | null;
  quoteExpiresAt: Date | null;
};

export type WyshCardView = {
  state: WyshCardState;
  activeCount: number;
  wyshes: DashboardAllocation[];
};

export type DashboardHomeView = {
  firstName: string | null;
  insurance: InsuranceCardView;
  wysh: WyshCardView;
  /** The policy updates banner; null without a policy or with nothing waiting. */
  policyUpdate: PolicyUpdateView | null;
};

/** The banner, with what its action needs: the lapse date, the policy whose pending change it shows. */
export type PolicyUpdateView = PolicyUpdate & { lapsesAt: string | null; pendingPolicyId: string | null };

function calendarText(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : value;
}

export function createDashboardService(deps: {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  memberships: MembershipsService;
  sources: DashboardSources;
}) {
  const { db, clock, accounts, memberships, sources } = deps;

  // Asked only of a policyholder: the banner never shows without a policy.
  async function policyUpdateOf(
    userId: string,
    viewer: Viewer,
    policy: DashboardPolicy | null,
  ): Promise<PolicyUpdateView | null> {
    if (!policy) return null;
    const [pendingPolicyChange, openManualReview, quote] = await Promise.all([
      sources.pendingPolicyChange(userId, viewer),
      sources.openManualReview(userId, viewer),
      sources.newestQuote(userId, viewer),
    ]);
    const update = policyUpdate({
      hasPolicy: true,
      policyStatus: policy.status,
      pendingCoverChange: policy.hasPendingUpdate ?? false,
      increaseOffered: policy.increaseOffered ?? false,
      extensionOffered: policy.extensionOffered ?? false,
      pendingPolicyChange,
      openManualReview,
      newerPendingQuote: isNewerPendingQuote(quote, policy),
    });
    return update
      ? {
          ...update,
          lapsesAt: policy.lapsesAt,
          pendingPolicyId: update.reason === 'cover_change' ? (policy.id ?? null) : null,
        }
      : null;
  }

  return {
    async dashboardHome(viewer: Viewer): Promise<DashboardHomeView> {
      const { userId } = requireUser(viewer, 'identified');
      const now = clock.now();
      const [profile, constellations, estimate, wyshes, policy, offerings, application] = await Promise.all([
        accounts.accountProfile(db, userId),
        memberships.activeConstellations(viewer, userId),
        sources.latestEstimate(userId, viewer),
        sources.wyshAllocations(userId, viewer),
        sources.activePolicy(userId, viewer),
        sources.productOfferings(userId, viewer),
        sources.latestApplication(userId, viewer),
      ]);
      if (!profile) throw signInRequired();
      const membership = constellations.find((c) => c.activeInsuranceMembership)?.activeInsuranceMembership;
      const liveOfferings = offerings.filter((offering) => !isOfferingExpired(offering, now));
      const state = insuranceCardState(
        {
          hasPolicy: policy !== null,
          latestApplicationResult: application?.result ?? null,
          offerings,
          eligibleForUnderwriting: membership?.eligibleForUnderwriting ?? false,
          hasEstimate: estimate !== null,
        },
        now,
      );
      const quote = liveOfferings[0] ?? null;
      const productSlug =
        state === 'owned'
          ? policy!.productSlug
          : state === 'quote'
            ? quote!.productSlug
            : (estimate?.productSlug ?? null);
      const coverageAmount =
        state === 'owned'
          ? policy!.amount
          : state === 'quote'
            ? quote!.amount
            : state === 'recapture'
              ? estimate!.amount
              : null;
      const update = await policyUpdateOf(userId, viewer, policy);
      const wyshState = wyshCardState({
        allocationCount: wyshes.allocations.length,
        activeCount: wyshes.activeCount,
      });
      return {
        firstName: displayName([profile.firstName]) || null,
        insurance: {
          state,
          title: insuranceCardTitle(productSlug),
          productSlug,
          coverageAmount,
          coverageUpTo: productSlug === ACCIDENTAL_DEATH_SLUG,
          nextBillingDate: state === 'owned' ? calendarText(policy!.nextPaymentDate) : null,
          lapsedOn: state === 'owned' && policy!.status === 'lapsed' ? policy!.lapsesAt : null,
          quoteExpiresAt: state === 'quote' ? (quote!.expiresAt ?? quote!.effectiveUntil) : null,
        },
        wysh: {
          state: wyshState,
          activeCount: wyshes.activeCount,
          wyshes: wyshState === 'owned' ? wyshes.allocations : [],
        },
        policyUpdate: update,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
