// Constellations and insurance memberships: a user's place in each line of business. Registration sets up the
// default one (wysh-insurance) in its own transaction, so every user has it; setupUserForNewLineOfBusiness lets
// a signed-in user join a business, idempotently. A user only ever reads or sets up their own.
import {
  DEFAULT_LINE_OF_BUSINESS,
  LINE_OF_BUSINESS_LABELS,
  isLineOfBusiness,
  newInsuranceMembershipFlags,
  type LineOfBusiness,
} from '@wysh/domain/lines-of-business';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import {
  allowMonitoringOfUser,
  closeConstellationsOfUser,
  ensureConstellation,
  ensureInsuranceMembership,
  findActiveInsuranceMembershipOfUser,
  findConstellation,
  listActiveConstellations,
  type ConstellationWithMembership,
} from './memberships.repository.ts';

export type InsuranceMembershipView = {
  id: string;
  label: string;
  eligibleForCoverage: boolean;
  eligibleForUnderwriting: boolean;
  eligibleForMonitoring: boolean;
  underwritingRequired: boolean;
  capabilities: { billing: boolean; termLifeExtension: boolean };
};

export type ConstellationView = {
  id: string;
  label: string;
  businessSlug: LineOfBusiness;
  status: 'active' | 'closed';
  createdAt: Date;
  activeInsuranceMembership: InsuranceMembershipView | null;
};

function constellationView(row: ConstellationWithMembership): ConstellationView {
  const membership = row.membership;
  return {
    id: row.id,
    label: row.label,
    businessSlug: row.businessSlug,
    status: row.status,
    createdAt: row.createdAt,
    activeInsuranceMembership:
      membership && row.status === 'active'
        ? {
            id: membership.id,
            label: membership.label,
            eligibleForCoverage: membership.eligibleForCoverage,
            eligibleForUnderwriting: membership.eligibleForUnderwriting,
            eligibleForMonitoring: membership.eligibleForMonitoring,
            underwritingRequired: membership.underwritingRequired,
            capabilities: {
              billing: membership.billingCapability,
              termLifeExtension: membership.termLifeExtensionCapability,
            },
          }
        : null,
  };
}

/** The codes memberships' use cases refuse with: stable, never renamed. */
export type MembershipsErrorCode = 'NOT_FOUND' | 'LINE_OF_BUSINESS_UNKNOWN';
export type MembershipsError = UserFailure<MembershipsErrorCode>;

const notYours = () => refusal('NOT_FOUND', "We couldn't find that account.");

export function createMembershipsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The user's constellation in `businessSlug` with its membership, made if missing (inside the caller's transaction). */
  async function setUp(tx: DbOrTx, userId: string, businessSlug: LineOfBusiness): Promise<ConstellationView> {
    const now = clock.now();
    const labels = LINE_OF_BUSINESS_LABELS[businessSlug];
    const constellation = await ensureConstellation(tx, {
      userId,
      businessSlug,
      label: labels.constellation,
      createdAt: now,
    });
    const { billing, termLifeExtension, ...eligibility } = newInsuranceMembershipFlags();
    const membership = await ensureInsuranceMembership(tx, {
      constellationId: constellation.id,
      label: labels.membership,
      ...eligibility,
      billingCapability: billing,
      termLifeExtensionCapability: termLifeExtension,
      createdAt: now,
    });
    return constellationView({ ...constellation, membership });
  }

  return {
    setUp,

    /** Registration: every new user joins the default line of business. */
    setUpDefault: (tx: DbOrTx, userId: string) => setUp(tx, userId, DEFAULT_LINE_OF_BUSINESS),

    async setupUserForNewLineOfBusiness(
      viewer: Viewer,
      input: { businessSlug: string; constellationId?: string | null; userId?: string | null },
    ): Promise<Result<{ constellation: ConstellationView }, MembershipsError>> {
      const { userId } = requireUser(viewer, 'identified');
      if (input.userId && input.userId.toLowerCase() !== userId) return notYours();
      const businessSlug = input.businessSlug.trim();
      if (!isLineOfBusiness(businessSlug)) {
        const message = "We don't offer that line of business.";
        return refusal('LINE_OF_BUSINESS_UNKNOWN', message, [{ field: 'businessSlug', message }]);
      }
      if (input.constellationId) {
        const given = await findConstellation(db, input.constellationId);
        if (!given || given.userId !== userId || given.businessSlug !== businessSlug) return notYours();
        if (given.status !== 'active') return notYours();
      }
      const constellation = await db.transaction((tx) => setUp(tx, userId, businessSlug));
      return ok({ constellation });
    },

    async activeConstellations(viewer: Viewer, userId: string): Promise<ConstellationView[]> {
      const caller = requireUser(viewer, 'identified');
      if (caller.userId !== userId) return [];
      return (await listActiveConstellations(db, userId)).map(constellationView);
    },

    /** The id of the viewer's active insurance membership (estimates, applications and quotes belong to it). */
    async activeInsuranceMembershipId(viewer: Viewer, userId: string): Promise<string | null> {
      const caller = requireUser(viewer, 'identified');
      if (caller.userId !== userId) return null;
      const constellations = (await listActiveConstellations(db, userId)).map(constellationView);
      return (
        constellations.find((constellation) => constellation.businessSlug === 'wysh-insurance')
          ?.activeInsuranceMembership?.id ?? null
      );
    },

    /** Whether the insurance membership is the user's own, in an active constellation. */
    async ownsInsuranceMembership(userId: string, membershipId: string): Promise<boolean> {
      return (await findActiveInsuranceMembershipOfUser(db, userId, membershipId)) !== undefined;
    },

    /** Whether the user's insurance membership may have wyshes follow linked loans (spec 001 §6). */
    async eligibleForMonitoring(userId: string): Promise<boolean> {
      const constellations = await listActiveConstellations(db, userId);
      return constellations.some(
        (constellation) =>
          constellation.businessSlug === DEFAULT_LINE_OF_BUSINESS &&
          constellation.membership?.eligibleForMonitoring === true,
      );
    },

    /**
     * In phone verification's transaction, when a number becomes the account's active one: the person can now
     * verify a session, which linking a bank needs, so monitoring is open to them.
     */
    allowMonitoring: (tx: DbOrTx, userId: string) => allowMonitoringOfUser(tx, userId),

    /** Closing the account closes its constellations (in the caller's transaction). */
    closeAllOfUser: (tx: DbOrTx, userId: string) => closeConstellationsOfUser(tx, userId),
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
