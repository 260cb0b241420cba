// A policyholder's beneficiary changes (issue 13 item 4) and the claims packet (sendBeneficiaryPacket). Edits to
// a policy's beneficiaries collect in a pending change (beneficiary-sets.ts); confirmBeneficiaryChanges applies
// it in one transaction only with the owner's acknowledgement of the current beneficiary-terms version, records
// that version, keeps the set it replaces as history and e-mails the owner; discardBeneficiaryChanges drops it.
// Every use case checks the owner: another user's membership, beneficiary or change is not found. These serve a
// policy in force, so they need a verified session (spec 000 §6, 001 §6); UNSUCCESSFUL_SESSION_VERIFICATION
// otherwise.
import crypto from 'node:crypto';
import { allocationProblems } from '@wysh/domain/beneficiaries';
import { DEFAULT_LINE_OF_BUSINESS } from '@wysh/domain/lines-of-business';
import { formatUsPhone } from '@wysh/domain/phone';
import { ok, type Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AcknowledgementsService } from '../acknowledgements/acknowledgements.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import { throttle } from '../throttle/throttle.service.ts';
import {
  beneficiaryChangesConfirmedEmail,
  beneficiaryPacketEmail,
  type Messenger,
} from '../messaging/messaging.service.ts';
import {
  attachBeneficiariesToPolicy,
  changesOfMembership,
  deleteBeneficiaries,
  findBeneficiary,
  listOfSet,
  lockMembership,
  updateChange,
  type BeneficiaryRecord,
} from './beneficiaries.repository.ts';
import { isLive, requireLevelFor, standingOf, standingView } from './beneficiary-sets.ts';
import { beneficiaryView, type BeneficiariesView, type BeneficiaryView } from './beneficiaries.views.ts';

/** The codes these use cases refuse with: stable, never renamed. */
export type BeneficiaryChangesErrorCode =
  | 'NOT_FOUND'
  | 'NO_PENDING_CHANGES'
  | 'ACKNOWLEDGEMENT_REQUIRED'
  | 'VALIDATION_FAILED'
  | 'EMAIL_MISSING'
  | 'TOO_MANY_REQUESTS'
  | 'ALREADY_ON_POLICY'
  | 'NO_PRIMARY';
export type BeneficiaryChangesError = UserFailure<BeneficiaryChangesErrorCode>;

export type BeneficiaryChangeView = {
  id: string;
  kind: 'issue' | 'change';
  status: 'pending' | 'applied' | 'discarded';
  policyId: string;
  createdAt: Date;
  appliedAt: Date | null;
  documentVersion: number | null;
  /** The set the change put in force (or proposes, while pending). */
  beneficiaries: BeneficiaryView[];
};

/** Packets one user may send per hour: each e-mails an address the user typed, so it must not become a relay. */
export const PACKETS_PER_HOUR = 10;

export const CHANGE_MESSAGES = {
  acknowledgementRequired:
    'By checking this box, I acknowledge that I wish to make these changes to my policy',
  noPendingChanges: 'There are no beneficiary changes to confirm.',
  needsPrimary: 'Your policy needs at least one primary beneficiary.',
  emailMissing: 'Add an e-mail address for this beneficiary to send the claims instructions.',
  tooMany: 'You have sent the claims instructions many times. Please try again later.',
} as const;

const notFound = () => refusal('NOT_FOUND', "We couldn't find that beneficiary.");
const noPending = () => refusal('NO_PENDING_CHANGES', CHANGE_MESSAGES.noPendingChanges);

export const displayName = (row: BeneficiaryRecord) =>
  row.type === 'organization' || row.type === 'trust'
    ? (row.name ?? '')
    : [row.firstName, row.lastName].filter(Boolean).join(' ');

export function createBeneficiaryChangesService(deps: {
  db: Db;
  clock: Clock;
  memberships: MembershipsService;
  documents: Pick<DocumentsService, 'currentTemplate' | 'templatePdf'>;
  acknowledgements: Pick<AcknowledgementsService, 'ownAcknowledgement'>;
  messenger: Messenger;
  /** The owner's active e-mail address (accounts), in the caller's transaction. */
  ownerEmail: (tx: DbOrTx, userId: string) => Promise<string | null>;
  appUrl: string;
  supportPhone: string;
}) {
  const { db, clock, memberships, documents, acknowledgements, messenger } = deps;

  async function membershipOf(viewer: Viewer, userId: string, lineOfBusiness?: string | null) {
    const slug = lineOfBusiness?.trim() || DEFAULT_LINE_OF_BUSINESS;
    const constellations = await memberships.activeConstellations(viewer, userId);
    return constellations.find((c) => c.businessSlug === slug)?.activeInsuranceMembership?.id;
  }

  return {
    /**
     * Applies the pending change: only with the user's own acknowledgement of the current beneficiary-terms
     * version in the context of this membership, and only when the proposed set holds (a primary, shares whole and
     * summing to 100 in each group). The set it replaces stays readable (beneficiaryChanges).
     */
    async confirmBeneficiaryChanges(
      viewer: Viewer,
      input: { lineOfBusiness?: string | null; acknowledgementId?: string | null },
    ): Promise<Result<{ beneficiaries: BeneficiariesView }, BeneficiaryChangesError>> {
      const { userId } = requireUser(viewer, 'verified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return noPending();
      const terms = await documents.currentTemplate('beneficiary-terms');

      return allOrNothing(db, async (tx) => {
        await lockMembership(tx, membershipId);
        const standing = await standingOf(tx, membershipId);
        if (standing.kind !== 'policy' || !standing.pending) return noPending();
        const acknowledgement = input.acknowledgementId
          ? await acknowledgements.ownAcknowledgement(tx, userId, input.acknowledgementId)
          : undefined;
        if (
          !acknowledgement ||
          acknowledgement.recordType !== 'document' ||
          acknowledgement.recordId !== terms.id ||
          acknowledgement.recordVersion !== terms.version ||
          acknowledgement.contextType !== 'InsuranceMembership' ||
          acknowledgement.contextId !== membershipId
        ) {
          return refusal('ACKNOWLEDGEMENT_REQUIRED', CHANGE_MESSAGES.acknowledgementRequired, [
            { field: 'acknowledgement', message: CHANGE_MESSAGES.acknowledgementRequired },
          ]);
        }
        const proposed = await listOfSet(tx, { membershipId, changeId: standing.pending.id });
        const problems = allocationProblems(proposed);
        if (problems.length > 0 || !proposed.some((row) => row.responsibility === 'primary')) {
          const message =
            problems.length > 0 ? 'Please check the allocations.' : CHANGE_MESSAGES.needsPrimary;
          return refusal('VALIDATION_FAILED', message, [{ field: 'beneficiaries', message }]);
        }
        const now = clock.now();
        await updateChange(tx, standing.pending.id, {
          status: 'applied',
          appliedAt: now,
          acknowledgementId: acknowledgement.id,
          documentId: terms.id,
          documentVersion: terms.version,
        });
        const email = await deps.ownerEmail(tx, userId);
        if (email) {
          const names = proposed.map(
            (row) =>
              `${displayName(row)} (${row.responsibility === 'primary' ? 'primary' : 'backup'}, ${row.allocation}%)`,
          );
          await messenger.batch().email(
            tx,
            beneficiaryChangesConfirmedEmail(email, {
              url: `${deps.appUrl}/beneficiary/${DEFAULT_LINE_OF_BUSINESS}`,
              names,
              termsVersion: terms.version,
            }),
          );
        }
        return ok({ beneficiaries: await standingView(tx, await standingOf(tx, membershipId)) });
      });
    },

    /** SaveChangesModal's "don't save": the pending change is dropped (kept as discarded), the set in force stays. */
    async discardBeneficiaryChanges(
      viewer: Viewer,
      input: { lineOfBusiness?: string | null },
    ): Promise<Result<{ beneficiaries: BeneficiariesView }, BeneficiaryChangesError>> {
      const { userId } = requireUser(viewer, 'verified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return noPending();
      return allOrNothing(db, async (tx) => {
        await lockMembership(tx, membershipId);
        const standing = await standingOf(tx, membershipId);
        if (standing.kind !== 'policy' || !standing.pending) return noPending();
        const proposed = await listOfSet(tx, { membershipId, changeId: standing.pending.id });
        await deleteBeneficiaries(
          tx,
          proposed.map((row) => row.id),
        );
        await updateChange(tx, standing.pending.id, { status: 'discarded', discardedAt: clock.now() });
        return ok({ beneficiaries: await standingView(tx, await standingOf(tx, membershipId)) });
      });
    },

    /** The membership's applied changes and the pending one, newest first, each with its set. */
    async beneficiaryChanges(
      viewer: Viewer,
      input: { lineOfBusiness?: string | null } = {},
    ): Promise<BeneficiaryChangeView[]> {
      const { userId } = requireUser(viewer, 'verified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return [];
      const changes = (await changesOfMembership(db, membershipId)).filter(
        (change) => change.status !== 'discarded',
      );
      return Promise.all(
        changes.map(async (change) => ({
          id: change.id,
          kind: change.kind,
          status: change.status,
          policyId: change.policyId,
          createdAt: change.createdAt,
          appliedAt: change.appliedAt,
          documentVersion: change.documentVersion,
          beneficiaries: (await listOfSet(db, { membershipId, changeId: change.id })).map(beneficiaryView),
        })),
      );
    },

    /** Whether a change of the policy's beneficiaries waits to be confirmed (the policy updates banner). */
    async hasPendingChange(viewer: Viewer, input: { lineOfBusiness?: string | null } = {}): Promise<boolean> {
      const { userId } = requireUser(viewer, 'identified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return false;
      return (await changesOfMembership(db, membershipId)).some((change) => change.status === 'pending');
    },

    /** E-mails the claims-instructions packet (PDF attached) to one of the user's beneficiaries. */
    async sendBeneficiaryPacket(
      viewer: Viewer,
      input: { beneficiaryId: string },
    ): Promise<Result<{ documentVersion: number }, BeneficiaryChangesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findBeneficiary(db, input.beneficiaryId);
      if (!row || !(await memberships.ownsInsuranceMembership(userId, row.insuranceMembershipId))) {
        return notFound();
      }
      const standing = await standingOf(db, row.insuranceMembershipId);
      if (!isLive(row, standing)) return notFound();
      requireLevelFor(viewer, standing);
      if (!row.email) {
        return refusal('EMAIL_MISSING', CHANGE_MESSAGES.emailMissing, [
          { field: 'email', message: CHANGE_MESSAGES.emailMissing },
        ]);
      }
      const verdict = await throttle(db, `beneficiary-packet:${userId}`, PACKETS_PER_HOUR, 3600, clock.now());
      if (!verdict.allowed) return refusal('TOO_MANY_REQUESTS', CHANGE_MESSAGES.tooMany);
      const packet = await documents.templatePdf('beneficiary-packet');
      const email = beneficiaryPacketEmail(row.email, formatUsPhone(deps.supportPhone), {
        filename: 'claims-instructions.pdf',
        contentType: packet.contentType,
        content: typeof packet.body === 'string' ? Buffer.from(packet.body) : packet.body,
      });
      await db.transaction((tx) => messenger.batch().email(tx, email));
      return ok({ documentVersion: packet.version });
    },

    /**
     * Sandbox only (POST /dev/beneficiaries/attach-to-policy; there are no policies before the purchase issue):
     * the caller's own membership's beneficiaries go to a new policy id, as the purchase will do at issue. Refused
     * once they are a policy's already, or without a primary beneficiary.
     */
    async attachOwnBeneficiariesToNewPolicy(
      viewer: Viewer,
      input: { lineOfBusiness?: string | null } = {},
    ): Promise<Result<{ policyId: string; membershipId: string }, BeneficiaryChangesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return refusal('NOT_FOUND', 'No insurance membership.');
      return allOrNothing(db, async (tx) => {
        await lockMembership(tx, membershipId);
        const standing = await standingOf(tx, membershipId);
        if (standing.kind === 'policy') {
          return refusal('ALREADY_ON_POLICY', "These beneficiaries are a policy's already.");
        }
        const rows = await listOfSet(tx, { membershipId, changeId: null });
        if (!rows.some((row) => row.responsibility === 'primary')) {
          return refusal('NO_PRIMARY', CHANGE_MESSAGES.needsPrimary);
        }
        const policyId = crypto.randomUUID();
        await attachBeneficiariesToPolicy(tx, membershipId, policyId, clock.now(), crypto.randomUUID());
        return ok({ policyId, membershipId });
      });
    },

    /**
     * At issue (the purchase, in its transaction): the membership's beneficiaries become the policy's, applied as
     * its `issue` change. Later edits are pending changes.
     */
    async attachBeneficiariesToPolicy(tx: DbOrTx, membershipId: string, policyId: string): Promise<void> {
      await attachBeneficiariesToPolicy(tx, membershipId, policyId, clock.now(), crypto.randomUUID());
    },
  };
}

export type BeneficiaryChangesService = ReturnType<typeof createBeneficiaryChangesService>;
