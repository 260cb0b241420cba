// Acknowledgements of legal documents and disclosures (spec 001 §7.1 createAcknowledgement): who agreed to which
// version of which record, when, and in what context (an insurance application or membership). The context
// must be the caller's own: anything else, someone else's or no one's, is not found.
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { ok, type Result } from '@wysh/domain/result';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { disclosureVersion } from '../disclosures/disclosures.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import { recordAcknowledgement, type Acknowledgement } from './acknowledgements.repository.ts';

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

const notFound = () => refusal('RECORD_NOT_FOUND', "We couldn't find that document.");
const contextNotFound = () =>
  refusal('CONTEXT_NOT_FOUND', "We couldn't find that application or membership.");

export function createAcknowledgementsService(deps: {
  db: Db;
  clock: Clock;
  memberships: MembershipsService;
}) {
  const { db, clock, memberships } = deps;

  /** The version a user would acknowledge now; undefined for an unknown record. */
  async function currentVersion(input: AcknowledgementInput): Promise<number | undefined> {
    if (!isUuid(input.recordId)) return undefined;
    // Policy and application documents arrive with the insurance issues; disclosures exist already.
    if (input.recordType !== 'disclosure') return undefined;
    return disclosureVersion(db, input.recordId);
  }

  /** Whether the context is the user's own. Insurance applications arrive with their issue: none exist yet. */
  async function ownsContext(userId: string, input: AcknowledgementInput): Promise<boolean> {
    if (input.contextType === 'InsuranceMembership') {
      return memberships.ownsInsuranceMembership(userId, input.contextId);
    }
    return false;
  }

  return {
    async acknowledge(
      userId: string,
      input: AcknowledgementInput,
    ): Promise<Result<{ acknowledgement: AcknowledgementView }, AcknowledgementsError>> {
      const version = await currentVersion(input);
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
      return ok({
        acknowledgement: {
          id: row.id,
          recordId: row.recordId,
          recordType: row.recordType,
          recordVersion: row.recordVersion,
          contextId: row.contextId,
          contextType: row.contextType,
          acknowledgedAt: row.acknowledgedAt.toISOString(),
        },
      });
    },
  };
}

export type AcknowledgementsService = ReturnType<typeof createAcknowledgementsService>;
