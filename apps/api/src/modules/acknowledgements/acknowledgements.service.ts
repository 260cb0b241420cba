// Acknowledgements of legal documents and disclosures (spec 001 §7.1 createAcknowledgement): who agreed to which
// version of which record, when, and in what context (an insurance application or membership). The context
// must be the caller's own: anything else, someone else's or no one's, is not found. A document's version is the
// template version it was rendered from (documents module), so a new version of beneficiary-terms needs a new
// acknowledgement. Acknowledging a document is an e-signature on a policy's papers (the purchase's, a beneficiary
// change's terms): it needs a verified session, like every change to a policy (spec 000 §6, 001 §6). Agreeing to a
// disclosure (the app's legal texts) stays at the identified level of the application journey.
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { requireUser, type AuthLevel, type Viewer } from '../../shared/viewer.ts';
import { ok, type Result } from '@wysh/domain/result';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { disclosureVersion } from '../disclosures/disclosures.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import {
  findAcknowledgement,
  hasAcknowledgement,
  recordAcknowledgement,
  type Acknowledgement,
} from './acknowledgements.repository.ts';

export type AcknowledgementInput = {
  recordId: string;
  recordType: 'document' | 'disclosure';
  contextId: string;
  contextType: 'InsuranceApplication' | 'InsuranceMembership';
};
export type AcknowledgementView = Pick<
  Acknowledgement,
  'id' | 'recordId' | 'recordType' | 'recordVersion' | 'contextId' | 'contextType'
> & { acknowledgedAt: string };

/** The codes an acknowledgement is refused with: stable, never renamed. */
export type AcknowledgementsErrorCode = 'RECORD_NOT_FOUND' | 'CONTEXT_NOT_FOUND';
export type AcknowledgementsError = UserFailure<AcknowledgementsErrorCode>;

const acknowledgementView = (row: Acknowledgement): AcknowledgementView => ({
  id: row.id,
  recordId: row.recordId,
  recordType: row.recordType,
  recordVersion: row.recordVersion,
  contextId: row.contextId,
  contextType: row.contextType,
  acknowledgedAt: row.acknowledgedAt.toISOString(),
});

/** The session level acknowledging a record needs: documents are signed in a verified session. */
export const acknowledgementLevel = (recordType: 'document' | 'disclosure'): AuthLevel =>
  recordType === 'document' ? 'verified' : 'identified';

const notFound = () => refusal('RECORD_NOT_FOUND', "We couldn't find that document.");
const contextNotFound = () =>
  refusal('CONTEXT_NOT_FOUND', "We couldn't find that application or membership.");

export function createAcknowledgementsService(deps: {
  db: Db;
  clock: Clock;
  memberships: MembershipsService;
  documents: Pick<DocumentsService, 'versionFor' | 'currentTemplate'>;
}) {
  const { db, clock, memberships, documents } = deps;

  /** The version a user would acknowledge now; undefined for an unknown record (or another user's document). */
  async function currentVersion(userId: string, input: AcknowledgementInput): Promise<number | undefined> {
    if (!isUuid(input.recordId)) return undefined;
    if (input.recordType === 'document') return documents.versionFor(userId, input.recordId);
    return disclosureVersion(db, input.recordId);
  }

  /** Whether the context is the user's own. Insurance applications arrive with their issue: none exist yet. */
  async function ownsContext(userId: string, input: AcknowledgementInput): Promise<boolean> {
    if (input.contextType === 'InsuranceMembership') {
      return memberships.ownsInsuranceMembership(userId, input.contextId);
    }
    return false;
  }

  const service = {
    async acknowledge(
      userId: string,
      input: AcknowledgementInput,
    ): Promise<Result<{ acknowledgement: AcknowledgementView }, AcknowledgementsError>> {
      const version = await currentVersion(userId, input);
      if (version === undefined) return notFound();
      if (!(await ownsContext(userId, input))) return contextNotFound();
      const row = await recordAcknowledgement(db, {
        userId,
        recordType: input.recordType,
        recordId: input.recordId,
        recordVersion: version,
        contextType: input.contextType,
        contextId: input.contextId,
        acknowledgedAt: clock.now(),
      });
      return ok({ acknowledgement: acknowledgementView(row) });
    },

    /** createAcknowledgement: the record and context types are checked here, not trusted from the schema. */
    async createAcknowledgement(
      viewer: Viewer,
      input: {
        recordId: string | number;
        recordType: string;
        contextId: string | number;
        contextType: string;
      },
    ): Promise<Result<{ acknowledgement: AcknowledgementView }, AcknowledgementsError>> {
      const { userId } = requireUser(viewer, 'identified');
      const { recordType, contextType } = input;
      if (recordType !== 'document' && recordType !== 'disclosure') return notFound();
      requireUser(viewer, acknowledgementLevel(recordType));
      if (contextType !== 'InsuranceApplication' && contextType !== 'InsuranceMembership') {
        return contextNotFound();
      }
      return service.acknowledge(userId, {
        recordId: String(input.recordId).toLowerCase(),
        recordType,
        contextId: String(input.contextId).toLowerCase(),
        contextType,
      });
    },

    /**
     * createAcknowledgements: the purchase's acknowledgements, one per document or disclosure, all or nothing
     * (spec 001 §5: a failure rejects the whole batch): every one is checked first, then all are kept in one
     * transaction.
     */
    async createAcknowledgements(
      viewer: Viewer,
      inputs: ReadonlyArray<{
        recordId: string | number;
        recordType: string;
        contextId: string | number;
        contextType: string;
      }>,
    ): Promise<Result<{ acknowledgements: AcknowledgementView[] }, AcknowledgementsError>> {
      const { userId } = requireUser(viewer, 'identified');
      const checked: Array<AcknowledgementInput & { version: number }> = [];
      for (const input of inputs) {
        const { recordType, contextType } = input;
        if (recordType !== 'document' && recordType !== 'disclosure') return notFound();
        requireUser(viewer, acknowledgementLevel(recordType));
        if (contextType !== 'InsuranceApplication' && contextType !== 'InsuranceMembership')
          return contextNotFound();
        const each = {
          recordId: String(input.recordId).toLowerCase(),
          recordType,
          contextId: String(input.contextId).toLowerCase(),
          contextType,
        } as const;
        const version = await currentVersion(userId, each);
        if (version === undefined) return notFound();
        if (!(await ownsContext(userId, each))) return contextNotFound();
        checked.push({ ...each, version });
      }
      const now = clock.now();
      const rows = await db.transaction(async (tx) => {
        const kept = [];
        for (const each of checked) {
          kept.push(
            await recordAcknowledgement(tx, {
              userId,
              recordType: each.recordType,
              recordId: each.recordId,
              recordVersion: each.version,
              contextType: each.contextType,
              contextId: each.contextId,
              acknowledgedAt: now,
            }),
          );
        }
        return kept;
      });
      return ok({ acknowledgements: rows.map(acknowledgementView) });
    },

    /**
     * The names of the documents (template slugs) the user has not acknowledged at their current version in
     * their insurance membership: what a purchase still lacks before it may be paid.
     */
    async unacknowledgedDocuments(
      userId: string,
      membershipId: string,
      slugs: ReadonlyArray<Parameters<DocumentsService['currentTemplate']>[0]>,
    ): Promise<string[]> {
      const missing: string[] = [];
      for (const slug of slugs) {
        const template = await documents.currentTemplate(slug);
        const signed = await hasAcknowledgement(db, {
          userId,
          recordType: 'document',
          recordId: template.id,
          recordVersion: template.version,
          contextType: 'InsuranceMembership',
          contextId: membershipId,
        });
        if (!signed) missing.push(template.name);
      }
      return missing;
    },

    /** The user's own acknowledgement by id (another user's is undefined), in the caller's transaction. */
    async ownAcknowledgement(
      tx: DbOrTx,
      userId: string,
      id: string,
    ): Promise<AcknowledgementView | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await findAcknowledgement(tx, id);
      return row && row.userId === userId ? acknowledgementView(row) : undefined;
    },
  };
  return service;
}

export type AcknowledgementsService = ReturnType<typeof createAcknowledgementsService>;
