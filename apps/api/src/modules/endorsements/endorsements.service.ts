// Policy endorsements (issue 26: a reinstatement; issue 27 adds cover changes and cancellation notices): a change
// made to a policy after its issue, given to its owner in writing. The use case that makes the change records it in
// its own transaction (`record`: the facts as they stood, and the `endorsements.recorded` job enqueued there); the
// job keeps its document from the kind's template, whose version the document records, and e-mails it to the owner
// with a sign-in link. All in one transaction, once per endorsement: a retried job finds the document kept and
// sends nothing twice. The policy's packet shows its endorsements after its own pages (documents.service).
import { randomUUID } from 'node:crypto';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import type { Email, EmailAttachment } from '../messaging/messaging.service.ts';
import { findEndorsement, insertEndorsement } from './endorsements.repository.ts';
import type { EndorsementKind, NewEndorsement, ReinstatementFacts } from './endorsements.types.ts';
import { reinstatementEndorsementValues } from './reinstatement-endorsement.ts';

type Row = { label: string; value: string };
type Values = Record<string, string | Row[]>;

/** The document template of each kind. */
const TEMPLATE_OF: Record<EndorsementKind, 'reinstatement-endorsement'> = {
  reinstatement: 'reinstatement-endorsement',
};

export type ReinstatedEmailDetails = {
  firstName: string;
  policyNumber: string;
  productName: string;
  /** "$57.13": what was paid. */
  amount: string;
  url: string;
};

export type EndorsementsPorts = {
  /** The owner (who is also the insured today): names and the address their mail goes to. */
  owner(userId: string): Promise<{ firstName: string; fullName: string; email: string | null }>;
  /** The version of the underwriting rules an application was decided under. */
  underwritingRulesVersion(applicationId: string): Promise<string | null>;
  keepDocument(
    tx: DbOrTx,
    input: {
      userId: string;
      policyId: string;
      endorsementId: string;
      slug: (typeof TEMPLATE_OF)[EndorsementKind];
      values: Values;
    },
  ): Promise<{ pdf: { fileName: string; body: Uint8Array | string }; created: boolean }>;
  signInLink(tx: DbOrTx, userId: string): Promise<string>;
  email(tx: DbOrTx, email: Email): Promise<void>;
  /** The reinstatement's confirmation, its endorsement attached. */
  reinstatedEmail(to: string, details: ReinstatedEmailDetails, endorsement: EmailAttachment): Email;
};

export function createEndorsementsService(deps: {
  db: Db;
  clock: Clock;
  jobs: AppJobQueue;
  ports: EndorsementsPorts;
}) {
  const { db, clock, jobs, ports } = deps;

  return {
    /** Records a change to a policy in the caller's transaction, once per change, and enqueues its document. */
    async record(tx: DbOrTx, input: NewEndorsement): Promise<void> {
      const row = await insertEndorsement(tx, {
        id: randomUUID(),
        policyId: input.policyId,
        userId: input.userId,
        kind: input.kind,
        sourceId: input.sourceId,
        effectiveOn: input.effectiveOn,
        facts: input.facts,
        createdAt: clock.now(),
      });
      if (row)
        await jobs.enqueue('endorsements.recorded', { endorsementId: row.id }, { tx, singletonKey: row.id });
    },

    /** The `endorsements.recorded` job: the document kept and the owner told, once. One kind so far: a reinstatement. */
    async onRecorded({ endorsementId }: { endorsementId: string }): Promise<void> {
      const endorsement = await findEndorsement(db, endorsementId);
      if (!endorsement) return;
      const facts = endorsement.facts as ReinstatementFacts;
      const owner = await ports.owner(endorsement.userId);
      const underwritingRulesVersion = facts.insuranceApplicationId
        ? await ports.underwritingRulesVersion(facts.insuranceApplicationId)
        : null;
      const values = reinstatementEndorsementValues(facts, {
        insured: owner.fullName,
        underwritingRulesVersion,
      });
      await db.transaction(async (tx) => {
        const kept = await ports.keepDocument(tx, {
          userId: endorsement.userId,
          policyId: endorsement.policyId,
          endorsementId,
          slug: TEMPLATE_OF[endorsement.kind],
          values,
        });
        if (!kept.created || !owner.email) return;
        const url = await ports.signInLink(tx, endorsement.userId);
        const body =
          typeof kept.pdf.body === 'string' ? new TextEncoder().encode(kept.pdf.body) : kept.pdf.body;
        await ports.email(
          tx,
          ports.reinstatedEmail(
            owner.email,
            {
              firstName: owner.firstName,
              policyNumber: facts.policyNumber,
              productName: insuranceCardTitle(facts.productSlug),
              amount: formatDollars(cents(facts.totalPaid)),
              url,
            },
            {
              filename: `reinstatement-endorsement-${facts.policyNumber}.pdf`,
              contentType: 'application/pdf',
              content: body,
            },
          ),
        );
      });
    },
  };
}

export type EndorsementsService = ReturnType<typeof createEndorsementsService>;
