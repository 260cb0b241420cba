// Policy endorsements (issue 26: a reinstatement; issue 27: a cancellation's notice and each change of cover): a change
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
import { formatShortDate } from '@wysh/domain/dates';
import { cancellationNoticeValues } from './cancellation-notice.ts';
import { coverChangeEndorsementValues } from './cover-change-endorsement.ts';
import type {
  CancellationFacts,
  CoverChangeFacts,
  EndorsementKind,
  NewEndorsement,
  ReinstatementFacts,
} from './endorsements.types.ts';
import { reinstatementEndorsementValues } from './reinstatement-endorsement.ts';

type Row = { label: string; value: string };
type Values = Record<string, string | Row[]>;

/** The document template of each kind. */
const TEMPLATE_OF = {
  reinstatement: 'reinstatement-endorsement',
  cancellation: 'cancellation-notice',
  cover_change: 'cover-change-endorsement',
} as const satisfies Record<EndorsementKind, string>;

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
  /** A cancellation's confirmation, its notice attached. */
  cancelledEmail(to: string, details: CancelledEmailDetails, notice: EmailAttachment): Email;
  /** A change of cover in effect, its endorsement attached. */
  coverChangedEmail(to: string, details: CoverChangedEmailDetails, endorsement: EmailAttachment): Email;
};

export type CoverChangedEmailDetails = {
  firstName: string;
  policyNumber: string;
  productName: string;
  /** "$250,000.00" and "$12.34": the cover and monthly premium from `effectiveOn` ("12/24/2026"). */
  cover: string;
  monthlyPremium: string;
  effectiveOn: string;
  url: string;
};

export type CancelledEmailDetails = {
  firstName: string;
  policyNumber: string;
  productName: string;
  refund: string | null;
  coverEndsOn: string | null;
  url: string;
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

    /** The `endorsements.recorded` job: the document kept and the owner told, once. */
    async onRecorded({ endorsementId }: { endorsementId: string }): Promise<void> {
      const endorsement = await findEndorsement(db, endorsementId);
      if (!endorsement) return;
      const owner = await ports.owner(endorsement.userId);
      const written = await writingOf(endorsement.kind, endorsement.facts, owner);
      await db.transaction(async (tx) => {
        const kept = await ports.keepDocument(tx, {
          userId: endorsement.userId,
          policyId: endorsement.policyId,
          endorsementId,
          slug: TEMPLATE_OF[endorsement.kind],
          values: written.values,
        });
        if (!kept.created || !owner.email) return;
        const url = await ports.signInLink(tx, endorsement.userId);
        const body =
          typeof kept.pdf.body === 'string' ? new TextEncoder().encode(kept.pdf.body) : kept.pdf.body;
        await ports.email(
          tx,
          written.email(owner.email, url, {
            filename: written.filename,
            contentType: 'application/pdf',
            content: body,
          }),
        );
      });
    },
  };

  /** A kind's document values, its file name and its e-mail. */
  async function writingOf(
    kind: EndorsementKind,
    stored: Record<string, unknown>,
    owner: { firstName: string; fullName: string },
  ): Promise<{
    values: Values;
    filename: string;
    email: (to: string, url: string, pdf: EmailAttachment) => Email;
  }> {
    if (kind === 'cancellation') {
      const facts = stored as CancellationFacts;
      return {
        values: cancellationNoticeValues(facts, { insured: owner.fullName }),
        filename: `cancellation-notice-${facts.policyNumber}.pdf`,
        email: (to, url, pdf) =>
          ports.cancelledEmail(
            to,
            {
              firstName: owner.firstName,
              policyNumber: facts.policyNumber,
              productName: insuranceCardTitle(facts.productSlug),
              refund: facts.kind === 'free_look' ? formatDollars(cents(facts.refundAmount)) : null,
              coverEndsOn: facts.coverEndsOn ? formatShortDate(facts.coverEndsOn) : null,
              url,
            },
            pdf,
          ),
      };
    }
    if (kind === 'cover_change') {
      const facts = stored as CoverChangeFacts;
      return {
        values: coverChangeEndorsementValues(facts, { insured: owner.fullName }),
        filename: `cover-change-endorsement-${facts.policyNumber}-v${facts.version}.pdf`,
        email: (to, url, pdf) =>
          ports.coverChangedEmail(
            to,
            {
              firstName: owner.firstName,
              policyNumber: facts.policyNumber,
              productName: insuranceCardTitle(facts.productSlug),
              cover: formatDollars(cents(facts.after.cover)),
              monthlyPremium: formatDollars(cents(facts.after.monthlyPremium)),
              effectiveOn: formatShortDate(facts.effectiveOn),
              url,
            },
            pdf,
          ),
      };
    }
    const facts = stored as ReinstatementFacts;
    const underwritingRulesVersion = facts.insuranceApplicationId
      ? await ports.underwritingRulesVersion(facts.insuranceApplicationId)
      : null;
    return {
      values: reinstatementEndorsementValues(facts, { insured: owner.fullName, underwritingRulesVersion }),
      filename: `reinstatement-endorsement-${facts.policyNumber}.pdf`,
      email: (to, url, pdf) =>
        ports.reinstatedEmail(
          to,
          {
            firstName: owner.firstName,
            policyNumber: facts.policyNumber,
            productName: insuranceCardTitle(facts.productSlug),
            amount: formatDollars(cents(facts.totalPaid)),
            url,
          },
          pdf,
        ),
    };
  }
}

export type EndorsementsService = ReturnType<typeof createEndorsementsService>;
