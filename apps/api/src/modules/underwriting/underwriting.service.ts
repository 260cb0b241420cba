// Applying for cover (issue 14): requestNewBusiness takes the person's interview answers, profile and chosen
// cover, pulls the evidence they authorised, runs the versioned rules (@wysh/domain/underwriting/engine) and
// stores the application with the exact input, the decision and every reason, in one write. The evidence calls
// are made before the transaction (a slow provider never holds a database connection); the SSN is read for the
// calls only, and the driver's licence number is stored sealed (stored-input.ts). Deciding is
// application-decider.ts, shared with a lapsed policy's reinstatement (decideReinstatement, stored by it).
import { randomUUID } from 'node:crypto';
import { daysBetween } from '@wysh/domain/calendar';
import { cents, type Cents } from '@wysh/domain/money';
import { ACCIDENTAL_DEATH_COVER, COVER_ENDS_AT_AGE, TERM_LIFE_COVER } from '@wysh/domain/pricing/premiums';
import { ok, type Result } from '@wysh/domain/result';
import type { UnderwritingInput } from '@wysh/domain/underwriting/answers';
import type { UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { FlowAnswersService } from '../flows/flow-answers.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import type { EvidenceProviders } from './evidence-providers.ts';
import {
  COVER_INCREASE_INTERVIEW_SCOPES,
  INTERVIEW_FLOW,
  NEW_BUSINESS_INTERVIEW_SCOPES,
  REINSTATEMENT_INTERVIEW_SCOPES,
  underwritingAnswersFrom,
} from './interview-answers.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { licenceShown, sealedInput } from './stored-input.ts';
import {
  applicationOfInterview,
  applicationsWithClearLicence,
  findApplication,
  insertApplication,
  applicationsOfUser,
  latestApplicationOfUser,
  replaceApplicationInput,
  type InsuranceApplicationRow,
} from './underwriting.repository.ts';
import { caseOfApplication, type UnderwritingCaseRow } from './underwriting-cases.repository.ts';
import {
  createApplicationDecider,
  EVIDENCE_AUTHORIZATION_FIELD,
  EVIDENCE_AUTHORIZATION_VERSION,
  type ReadyApplication,
  type UnderwritingError,
} from './application-decider.ts';
import { resultOfCase } from './underwriting-cases.service.ts';

/** What another module (reinstatements) names of a decided application. */
export type { ReadyApplication, UnderwritingErrorCode } from './application-decider.ts';

/** The spec's application result (001 §3.3); the engine's ad_only is an accepted application (for AD). */
export type ApplicationResult = 'accepted' | 'rejected' | 'referred_to_underwriter' | 'pending';

export type InsuranceApplicationView = {
  id: string;
  createdAt: Date;
  result: ApplicationResult;
  version: string;
  decision: UnderwritingDecision;
};

const DEFAULT_TERM_COVER = cents(50_000_000);
const DEFAULT_TERM_YEARS = 20;
/** How many applications one statement of the licence backfill reads and seals. */
const BACKFILL_BATCH = 500;

/** Spec 001 §8: underwriting taken offline by an operator (the client shows the unscheduled maintenance). */
const UNDERWRITING_OFFLINE_MESSAGE =
  "We can't decide on applications right now. Please try again soon: your answers are saved.";

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/** The application as decided: by the rules, or by an underwriter once its case is decided. */
function view(row: InsuranceApplicationRow, manual?: UnderwritingCaseRow): InsuranceApplicationView {
  const decision = row.decision as UnderwritingDecision;
  const manualResult = manual?.status === 'decided' ? resultOfCase(manual) : null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    result:
      manualResult === 'accepted' || manualResult === 'rejected'
        ? manualResult
        : decision.outcome === 'ad_only'
          ? 'accepted'
          : decision.outcome,
    version: row.rulesVersion,
    decision,
  };
}

/** A filed amount at or below `amount` within `limits` (the filed steps). */
function onStep(amount: number, limits: { min: Cents; max: Cents; step: Cents }): Cents {
  const clamped = Math.min(Math.max(amount, limits.min), limits.max);
  return cents(limits.min + Math.floor((clamped - limits.min) / limits.step) * limits.step);
}

export function createUnderwritingService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  memberships: MembershipsService;
  flowAnswers: FlowAnswersService;
  evidence: EvidenceProviders;
  applicant: (userId: string) => Promise<
    | {
        firstName: string | null;
        lastName: string | null;
        birthdate: string | null;
        gender: 'male' | 'female' | null;
      }
    | undefined
  >;
  /** Prices what a decision approved (the quote and offering), in the application's transaction. */
  offers: {
    createFor(
      tx: DbOrTx,
      application: {
        id: string;
        userId: string;
        membershipId: string;
        birthdate: string;
        sex: 'male' | 'female';
        decision: UnderwritingDecision;
      },
    ): Promise<void>;
  };
  /** In the application's transaction: opens a case for a referral, sends an adverse-action notice. */
  afterDecision?: (
    tx: DbOrTx,
    application: { id: string; userId: string; decision: UnderwritingDecision },
  ) => Promise<void>;
  taxIdOf: (userId: string) => Promise<string | null>;
  /** Seals the licence number in the stored input (the SSN's data key). */
  sensitive: Pick<SensitiveData, 'sealText'>;
  /** The operator's switch: false while underwriting is offline. */
  online: () => Promise<boolean>;
  latestChoiceOf: (userId: string) => Promise<{ amount: Cents; termDuration: number } | null>;
  /** Why the user may not apply for new cover now (a reinstatement under way), or null. */
  newCoverageRefusal?: (userId: string) => Promise<string | null>;
}) {
  const { db, clock } = deps;
  const { decideApplication } = createApplicationDecider(deps);

  function insertDecided(
    tx: DbOrTx,
    ready: ReadyApplication,
    membershipId: string,
    policy: { reinstatementPolicyId?: string; changedPolicyId?: string } = {},
  ): Promise<InsuranceApplicationRow> {
    return insertApplication(tx, {
      id: randomUUID(),
      userId: ready.userId,
      interviewSessionId: ready.interviewSessionId,
      insuranceMembershipId: membershipId,
      product: 'wysh-term-life',
      reinstatementPolicyId: policy.reinstatementPolicyId ?? null,
      changedPolicyId: policy.changedPolicyId ?? null,
      outcome: ready.decision.outcome,
      rulesVersion: ready.decision.rulesVersion,
      input: sealedInput(ready.input, ready.userId, deps.sensitive),
      decision: ready.decision,
      authorizationVersion: EVIDENCE_AUTHORIZATION_VERSION,
      authorizedAt: ready.authorizedAt,
      createdAt: clock.now(),
    });
  }

  return {
    /** Submits the application for the product and answers it decided (spec 001 requestNewBusiness). */
    async requestNewBusiness(
      viewer: Viewer,
      product: string,
    ): Promise<Result<{ insuranceApplication: InsuranceApplicationView }, UnderwritingError>> {
      const { userId } = requireUser(viewer, 'verified');
      if (product !== 'wysh-term-life')
        return refusal('PRODUCT_NOT_OFFERED', "We can't take an application for that product.");
      if (!(await deps.online())) return refusal('UNDERWRITING_DISABLED', UNDERWRITING_OFFLINE_MESSAGE);
      const blocked = await deps.newCoverageRefusal?.(userId);
      if (blocked) return refusal('REINSTATEMENT.NEW_COVERAGE_BLOCKED', blocked);
      const membershipId = await deps.memberships.activeInsuranceMembershipId(viewer, userId);
      if (!membershipId) return refusal('NOT_FOUND', "We couldn't find your insurance membership.");

      // One application per interview session: submitting again (a reload, a second tab) answers the first.
      const interviewSessionId = await deps.flowAnswers.latestSessionId(
        userId,
        INTERVIEW_FLOW,
        NEW_BUSINESS_INTERVIEW_SCOPES,
      );
      if (interviewSessionId) {
        const existing = await applicationOfInterview(db, userId, interviewSessionId);
        if (existing)
          return ok({ insuranceApplication: view(existing, await caseOfApplication(db, existing.id)) });
      }

      const ready = await decideApplication(userId, interviewSessionId, async ({ issueAge }) => {
        const choice = await deps.latestChoiceOf(userId);
        const termAmount = onStep(choice?.amount ?? DEFAULT_TERM_COVER, TERM_LIFE_COVER);
        const termYears = Math.max(
          10,
          Math.min(choice?.termDuration ?? DEFAULT_TERM_YEARS, COVER_ENDS_AT_AGE - issueAge),
        );
        return {
          termLife: { amount: termAmount, termYears },
          accidentalDeath: { amount: onStep(termAmount, ACCIDENTAL_DEATH_COVER) },
        };
      });
      if (!ready.ok) return ready;
      const { decision, birthdate, sex } = ready.value;
      const store = () =>
        db.transaction(async (tx) => {
          const inserted = await insertDecided(tx, ready.value, membershipId);
          await deps.offers.createFor(tx, {
            id: inserted.id,
            userId,
            membershipId,
            birthdate,
            sex,
            decision,
          });
          await deps.afterDecision?.(tx, { id: inserted.id, userId, decision });
          return inserted;
        });
      try {
        return ok({ insuranceApplication: view(await store()) });
      } catch (error) {
        // Two submissions of one interview at once: the other one stored it first.
        const stored =
          interviewSessionId && isUniqueViolation(error)
            ? await applicationOfInterview(db, userId, interviewSessionId)
            : undefined;
        if (!stored) throw error;
        return ok({ insuranceApplication: view(stored) });
      }
    },

    /**
     * A lapsed policy's reinstatement, decided like an application (the same interview, evidence and rules) on
     * the policy's own cover, from an interview answered since the policy was bought: not stored, for the
     * reinstatement to store in its transaction (`storeReinstatementApplication`).
     */
    async decideReinstatement(
      userId: string,
      policy: { id: string; amount: Cents; coverEndsOn: string },
    ): Promise<Result<ReadyApplication, UnderwritingError>> {
      if (!(await deps.online())) return refusal('UNDERWRITING_DISABLED', UNDERWRITING_OFFLINE_MESSAGE);
      const interviewSessionId = await deps.flowAnswers.latestSessionId(
        userId,
        INTERVIEW_FLOW,
        REINSTATEMENT_INTERVIEW_SCOPES,
      );
      // The interview the policy was bought on is not a statement of health today: it is answered again.
      if (!interviewSessionId || (await applicationOfInterview(db, userId, interviewSessionId)))
        return refusal('INTERVIEW_INCOMPLETE', 'Please answer the interview again for your reinstatement.');
      const today = businessToday(clock);
      return decideApplication(userId, interviewSessionId, async () => ({
        termLife: {
          amount: policy.amount,
          // The years of cover left, at least the filed minimum term the rules read.
          termYears: Math.max(10, Math.ceil(daysBetween(today, policy.coverEndsOn) / 365)),
        },
        accidentalDeath: { amount: onStep(policy.amount, ACCIDENTAL_DEATH_COVER) },
      }));
    },

    /** The decided reinstatement application stored in the caller's transaction (no quote is priced from it). */
    async storeReinstatementApplication(
      tx: DbOrTx,
      ready: ReadyApplication,
      policy: { id: string; membershipId: string },
    ): Promise<{ id: string }> {
      const inserted = await insertDecided(tx, ready, policy.membershipId, {
        reinstatementPolicyId: policy.id,
      });
      return { id: inserted.id };
    },

    /**
     * A policyholder's request for more cover, decided like an application (the same interview, evidence and
     * rules) on the cover the policy would have in all, from an interview answered in the coverage_adjustment
     * scope and not yet decided: not stored, for the increase to store in its transaction.
     */
    async decideCoverIncrease(
      userId: string,
      policy: { product: 'wysh-term-life' | 'wysh-accidental-death'; amount: Cents; termYears: number },
    ): Promise<Result<ReadyApplication, UnderwritingError>> {
      if (!(await deps.online())) return refusal('UNDERWRITING_DISABLED', UNDERWRITING_OFFLINE_MESSAGE);
      const interviewSessionId = await deps.flowAnswers.latestSessionId(
        userId,
        INTERVIEW_FLOW,
        COVER_INCREASE_INTERVIEW_SCOPES,
      );
      if (!interviewSessionId || (await applicationOfInterview(db, userId, interviewSessionId)))
        return refusal('INTERVIEW_INCOMPLETE', 'Please answer the interview for your new cover first.');
      return decideApplication(userId, interviewSessionId, async () =>
        policy.product === 'wysh-term-life'
          ? {
              termLife: { amount: policy.amount, termYears: policy.termYears },
              accidentalDeath: { amount: onStep(policy.amount, ACCIDENTAL_DEATH_COVER) },
            }
          : {
              // Accidental death is what is asked; the rules still read a term request, the least one filed.
              termLife: { amount: TERM_LIFE_COVER.min, termYears: policy.termYears },
              accidentalDeath: { amount: policy.amount },
            },
      );
    },

    /** The decided increase application stored in the caller's transaction (its request prices it). */
    async storeCoverIncreaseApplication(
      tx: DbOrTx,
      ready: ReadyApplication,
      policy: { id: string; membershipId: string },
    ): Promise<{ id: string }> {
      const inserted = await insertDecided(tx, ready, policy.membershipId, {
        changedPolicyId: policy.id,
      });
      return { id: inserted.id };
    },

    /**
     * Spec 001 §7.1 fetchEligibleForUnderwriting: underwriting is online and the viewer's interview is answered
     * and authorised but not yet submitted.
     */
    async eligibleForUnderwriting(viewer: Viewer): Promise<boolean> {
      const { userId } = requireUser(viewer, 'verified');
      if (!(await deps.online())) return false;
      const interviewSessionId = await deps.flowAnswers.latestSessionId(
        userId,
        INTERVIEW_FLOW,
        NEW_BUSINESS_INTERVIEW_SCOPES,
      );
      if (!interviewSessionId) return false;
      if (await applicationOfInterview(db, userId, interviewSessionId)) return false;
      const saved = await deps.flowAnswers.latestAnswers(userId, INTERVIEW_FLOW);
      const values = new Map([...saved].map(([fieldId, answer]) => [fieldId, answer.value]));
      return underwritingAnswersFrom(values).ok && saved.get(EVIDENCE_AUTHORIZATION_FIELD)?.value === true;
    },

    async latestInsuranceApplication(viewer: Viewer): Promise<InsuranceApplicationView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestApplicationOfUser(db, userId);
      return row ? view(row, await caseOfApplication(db, row.id)) : null;
    },

    /** Every application of the viewer with its decision, oldest first (their data export). */
    async applicationsOf(viewer: Viewer): Promise<InsuranceApplicationView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const rows = await applicationsOfUser(db, userId);
      return Promise.all(rows.map(async (row) => view(row, await caseOfApplication(db, row.id))));
    },

    /**
     * The interview of an application in words (the policy packet shows it): the questions asked and the answers
     * as they stood when it was submitted, on the branches those answers took. A finished interview takes no more
     * answers; a new interview's answers, saved later, are not this application's.
     */
    async interviewInWords(
      applicationId: string,
    ): Promise<Array<{ fieldId: string; label: string; value: string }>> {
      const row = await findApplication(db, applicationId);
      if (!row) return [];
      const { decidedOn } = row.input as UnderwritingInput;
      const rows = await deps.flowAnswers.answersInWords(row.userId, INTERVIEW_FLOW, {
        asOf: row.createdAt,
        today: decidedOn,
      });
      // The packet travels by e-mail: the licence number shows as its last 4, like a card's.
      return rows.map(({ fieldId, label, value }) => ({
        fieldId,
        label,
        value: fieldId === 'dmv_lic_nmbr' ? licenceShown(value.slice(-4)) : value,
      }));
    },

    /**
     * Seals the licence number of every application stored with it in clear (before licence numbers were sealed),
     * in `tx`; answers how many. Idempotent: a sealed input is never read again.
     */
    async sealClearLicences(tx: DbOrTx): Promise<number> {
      let sealed = 0;
      for (;;) {
        const rows = await applicationsWithClearLicence(tx, BACKFILL_BATCH);
        for (const row of rows)
          await replaceApplicationInput(
            tx,
            row.id,
            sealedInput(row.input as UnderwritingInput, row.userId, deps.sensitive),
          );
        sealed += rows.length;
        if (rows.length < BACKFILL_BATCH) return sealed;
      }
    },

    /** The stored decision of an application (quotes read its reasons), or null. */
    async decisionOf(applicationId: string, tx: DbOrTx = db): Promise<UnderwritingDecision | null> {
      const row = await findApplication(tx, applicationId);
      return row ? (row.decision as UnderwritingDecision) : null;
    },

    /** Whether the applicant said the policy replaces cover they have (the free look is longer then). */
    async replacesCover(applicationId: string, tx: DbOrTx = db): Promise<boolean> {
      const row = await findApplication(tx, applicationId);
      const input = row?.input as { answers?: { existing_policy_wysh?: unknown } } | undefined;
      return input?.answers?.existing_policy_wysh === true;
    },

    /** The membership's latest application, when the membership is the viewer's. */
    async latestOfMembership(viewer: Viewer, membershipId: string): Promise<InsuranceApplicationView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestApplicationOfUser(db, userId, membershipId);
      return row ? view(row, await caseOfApplication(db, row.id)) : null;
    },
  };
}

export type UnderwritingService = ReturnType<typeof createUnderwritingService>;
