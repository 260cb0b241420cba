// Manual underwriting (issue 14 item 6) and the adverse-action notice (item 7). A referred application opens a
// case in its own transaction, due 48 working hours later (US business days, working-hours.ts). Underwriters
// (the `underwriter` role) see the queue of open cases oldest first, a case's answers, evidence and fired rules,
// and decide it: accept at a class and maximum cover, or reject with a reason. Every console action is written
// to the audit log; a decision also notifies the applicant (manual_underwriting_decision), e-mails them a sign-in
// link, and - when consumer-report evidence weighed against them and the decision is a rejection - the
// adverse-action notice. An acceptance is handed to onManualDecision (services.ts prices it as a quote).
import { randomUUID } from 'node:crypto';
import { cents, type Cents } from '@wysh/domain/money';
import { TERM_LIFE_COVER } from '@wysh/domain/pricing/premiums';
import { TERM_LIFE_CLASSES, type TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import { ok, type Result } from '@wysh/domain/result';
import type { UnderwritingInput } from '@wysh/domain/underwriting/answers';
import { adverseEvidenceSources, type UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import { reportsInWords, type ReportInWords } from '@wysh/domain/underwriting/reports-in-words';
import {
  checkAcceptance,
  isOwnCase,
  underwriterLimits,
  type UnderwriterLimits,
} from '@wysh/domain/underwriting/underwriter-limits';
import { addWorkingHours, workingMsBetween } from '@wysh/domain/working-hours';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type FieldError, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { findUser } from '../accounts/credentials.service.ts';
import {
  adverseActionEmail,
  manualUnderwritingDecisionEmail,
  reinstatementDecisionEmail,
  type Messenger,
} from '../messaging/messaging.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { consoleCaller } from './console-access.ts';
import { reasonsInWords, type QuestionInWords, type ReasonInWords } from './case-in-words.ts';
import { SANDBOX_AGENCIES } from './consumer-reporting-agencies.ts';
import {
  audit,
  applicationCasesOfUser,
  decideCase,
  findCase,
  insertCase,
  openCasesOldestFirst,
  openCasesOfUser,
  type UnderwritingCaseRow,
} from './underwriting-cases.repository.ts';
import { shownInput } from './stored-input.ts';
import { findApplication, type InsuranceApplicationRow } from './underwriting.repository.ts';

/** The adverse action of a declined reinstatement, in the notice's words. */
const REINSTATEMENT_DECLINED = 'We could not reinstate your term life policy.';

/** The promise to a referred applicant: a decision within 48 working hours. */
export const CASE_WORKING_HOURS = 48;

export type CaseErrorCode =
  | 'NOT_FOUND'
  | 'CASE_ALREADY_DECIDED'
  | 'DECISION_INVALID'
  /** The decider is the applicant (a case of their own account). */
  | 'OWN_CASE'
  /** The guidelines declined term life (a knockout): it cannot be accepted. */
  | 'TERM_KNOCKED_OUT'
  /** The class or the cover is outside what the guidelines allow (field errors say which). */
  | 'OUTSIDE_GUIDELINES';
export type CaseError = UserFailure<CaseErrorCode>;

export type CaseDecisionInput = {
  decision: 'accept' | 'reject';
  rateClass?: string | null;
  maxAmount?: unknown;
  reason?: string | null;
};

export type CaseSummaryView = {
  id: string;
  status: 'open' | 'decided';
  openedAt: Date;
  dueAt: Date;
  /** Working hours left before the due time (negative when overdue). */
  workingHoursLeft: number;
  applicantName: string;
  requestedAmount: Cents;
  termYears: number;
  firstReason: string | null;
  /** The case decides a lapsed policy's reinstatement, not new business. */
  isReinstatement: boolean;
  /** The case decides more cover on a policy in force (issue 27): the amount is the cover it would have in all. */
  isPolicyChange: boolean;
};

/** A reinstatement case's policy and its history, for the underwriter (issue 26). */
export type CaseReinstatementView = {
  policyId: string;
  policyNumber: string | null;
  history: Array<{ event: string; fromStatus: string | null; toStatus: string; reason: string; at: Date }>;
};

export type CaseDetailView = CaseSummaryView & {
  insuranceApplicationId: string;
  issueAge: number;
  rulesVersion: string;
  input: UnderwritingInput;
  decision: UnderwritingDecision;
  decidedAt: Date | null;
  caseDecision: 'accept' | 'reject' | null;
  rateClass: string | null;
  maxAmount: Cents | null;
  rejectReason: string | null;
  /** What the guidelines allow an underwriter to accept (issue 23 item 4). */
  guidelines: UnderwriterLimits;
  /** The case is of the viewer's own account: they may not decide it. */
  ownCase: boolean;
  /** The interview as the applicant saw it: each question with the answer in words. */
  interview: QuestionInWords[];
  /** The four consumer reports in words. */
  reports: ReportInWords[];
  /** The policy whose reinstatement is decided, with its history; null for new business. */
  reinstatement: CaseReinstatementView | null;
  /** The fired rules with what each stood on, in words. */
  reasonsInWords: ReasonInWords[];
};

/** The applicant's own view of a case (spec 001 §3.3 Cases: id, result, decision, externalId, source, createdAt). */
export type ApplicantCaseView = {
  id: string;
  result: 'pending' | 'accepted' | 'rejected';
  decision: 'accept' | 'reject' | null;
  externalId: string | null;
  source: string;
  createdAt: Date;
};

/** What an underwriter's acceptance approved, for pricing (services.ts hands it to the quotes module). */
export type ManualAcceptance = {
  applicationId: string;
  userId: string;
  membershipId: string;
  birthdate: string;
  sex: 'male' | 'female';
  decision: UnderwritingDecision;
};

const HOUR_MS = 3_600_000;
const CLASS_SET = new Set<string>(TERM_LIFE_CLASSES);
export const REJECT_REASON_MAX = 1000;

export const resultOfCase = (row: UnderwritingCaseRow): ApplicantCaseView['result'] =>
  row.status === 'open' ? 'pending' : row.decision === 'accept' ? 'accepted' : 'rejected';

/** The decision an underwriter's acceptance stands for: the engine's, approved at their class and maximum. */
export function acceptedByUnderwriter(
  original: UnderwritingDecision,
  input: UnderwritingInput,
  accepted: { rateClass: TermLifeClass; maxAmount: Cents },
): UnderwritingDecision {
  const requested = input.requested.termLife;
  const term = original.termLife;
  const maxTermYears = 'maxTermYears' in term ? term.maxTermYears : requested.termYears;
  const ad = original.accidentalDeath;
  return {
    ...original,
    outcome: 'accepted',
    termLife: {
      verdict: 'approved',
      rateClass: accepted.rateClass,
      maxAmount: accepted.maxAmount,
      amount: cents(Math.min(requested.amount, accepted.maxAmount)),
      maxTermYears,
      termYears: Math.min(requested.termYears, maxTermYears),
    },
    accidentalDeath:
      ad.verdict === 'declined'
        ? ad
        : {
            verdict: 'approved',
            maxAmount: ad.maxAmount,
            amount: ad.amount,
          },
    reasons: [
      ...original.reasons,
      {
        ruleId: 'manual_underwriting',
        reason: `An underwriter reviewed your application and approved it at ${accepted.rateClass.replaceAll('_', ' ')}.`,
        basis: [],
        effects: [],
      },
    ],
  };
}

export function createUnderwritingCasesService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  messenger: Messenger;
  notifications: Pick<NotificationsService, 'create'>;
  /** A sign-in link to the person's home page, minted in the transaction. */
  signInLink: (tx: DbOrTx, userId: string) => Promise<string>;
  /** The applicant's birthdate and sex (read before the decision's transaction), for pricing an acceptance. */
  applicant: (
    userId: string,
  ) => Promise<{ birthdate: string | null; gender: 'male' | 'female' | null } | undefined>;
  /** The application's interview in words, as the policy packet shows it. */
  interviewInWords: (applicationId: string) => Promise<QuestionInWords[]>;
  /** Called in the decision's transaction when an underwriter accepts (default: nothing). */
  onManualDecision?: (tx: DbOrTx, acceptance: ManualAcceptance) => Promise<void>;
  /** A reinstatement case's policy and history (issue 26). */
  reinstatementOf?: (policyId: string) => Promise<CaseReinstatementView | null>;
  /**
   * Called in the decision's transaction for a reinstatement case, accepted or rejected (instead of pricing):
   * where the reinstatement request ended (null when it no longer waited), for the e-mail.
   */
  onReinstatementDecision?: (
    tx: DbOrTx,
    decided: { applicationId: string; underwriterId: string; approved: boolean; reason: string },
  ) => Promise<{ status: string; policyNumber: string } | null>;
  /**
   * Called in the decision's transaction for a policy-change case (issue 27: more cover, a longer term) instead of
   * pricing a quote: the underwriter's class and limit price the change; where the request ended.
   */
  onPolicyChangeDecision?: (
    tx: DbOrTx,
    decided: {
      applicationId: string;
      underwriterId: string;
      decision:
        { approved: true; rateClass: TermLifeClass; maxAmount: Cents } | { approved: false; reason: string };
      issueAge: number;
    },
  ) => Promise<{ status: string; policyNumber: string; declined: string } | null>;
  /**
   * The sign-in links of a reinstatement decision's e-mail: to the policy's reinstatement offer (deep link
   * reinstatement_quote_review), or to the declined reinstatement's page.
   */
  reinstatementLinks?: {
    offer: (tx: DbOrTx, userId: string, policyId: string) => Promise<string>;
    declined: (tx: DbOrTx, userId: string, policyId: string) => Promise<string>;
  };
}) {
  const { db, clock, logger } = deps;

  const hoursLeft = (row: UnderwritingCaseRow) =>
    Math.round((workingMsBetween(clock.now(), row.dueAt, businessDayOf) / HOUR_MS) * 10) / 10;

  async function applicantName(userId: string): Promise<string> {
    const user = await findUser(db, userId);
    return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Applicant';
  }

  function summary(row: UnderwritingCaseRow, application: InsuranceApplicationRow, name: string) {
    const input = application.input as UnderwritingInput;
    const decision = application.decision as UnderwritingDecision;
    return {
      id: row.id,
      status: row.status,
      openedAt: row.openedAt,
      dueAt: row.dueAt,
      workingHoursLeft: hoursLeft(row),
      applicantName: name,
      requestedAmount: input.requested.termLife.amount,
      termYears: input.requested.termLife.termYears,
      firstReason: decision.reasons[0]?.reason ?? null,
      isReinstatement: application.reinstatementPolicyId !== null,
      isPolicyChange: application.changedPolicyId !== null,
    } satisfies CaseSummaryView;
  }

  /** The adverse-action notice, when consumer reports weighed against a decision that turns the person down. */
  async function sendAdverseAction(
    tx: DbOrTx,
    userId: string,
    decision: UnderwritingDecision,
    action: string,
  ): Promise<void> {
    const sources = adverseEvidenceSources(decision);
    if (sources.length === 0) return;
    const user = await findUser(tx, userId);
    if (!user) return;
    await deps.messenger.batch().email(
      tx,
      adverseActionEmail(user.email, {
        action,
        decidedOn: businessToday(clock),
        agencies: sources.map((source) => SANDBOX_AGENCIES[source]),
      }),
    );
    logger.info({ event: 'adverse_action_sent', userId, sources }, 'Adverse-action notice sent');
  }

  function readDecision(
    input: CaseDecisionInput,
  ): Result<
    | { decision: 'accept'; rateClass: TermLifeClass; maxAmount: Cents }
    | { decision: 'reject'; reason: string },
    CaseError
  > {
    const fields: FieldError[] = [];
    if (input.decision === 'accept') {
      const rateClass = input.rateClass ?? '';
      if (!CLASS_SET.has(rateClass)) fields.push({ field: 'rateClass', message: 'Please choose a class.' });
      const amount = input.maxAmount;
      const onStep =
        typeof amount === 'number' &&
        Number.isSafeInteger(amount) &&
        amount >= TERM_LIFE_COVER.min &&
        amount <= TERM_LIFE_COVER.max &&
        (amount - TERM_LIFE_COVER.min) % TERM_LIFE_COVER.step === 0;
      if (!onStep)
        fields.push({
          field: 'maxAmount',
          message: 'Please enter a cover from $100,000 to $2,000,000 in steps of $50,000.',
        });
      if (fields.length) return refusal('DECISION_INVALID', 'Please check the decision.', fields);
      return ok({
        decision: 'accept',
        rateClass: rateClass as TermLifeClass,
        maxAmount: cents(amount as number),
      });
    }
    if (input.decision === 'reject') {
      const reason = (input.reason ?? '').trim();
      if (!reason) fields.push({ field: 'reason', message: 'Please give a reason.' });
      else if (reason.length > REJECT_REASON_MAX)
        fields.push({
          field: 'reason',
          message: `Please keep the reason under ${REJECT_REASON_MAX} characters.`,
        });
      if (fields.length) return refusal('DECISION_INVALID', 'Please check the decision.', fields);
      return ok({ decision: 'reject', reason });
    }
    return refusal('DECISION_INVALID', 'Please accept or reject.', [
      { field: 'decision', message: 'Please accept or reject.' },
    ]);
  }

  /** What the guidelines allow on an application: read from the engine's decision under its rule set. */
  function limitsOf(application: InsuranceApplicationRow): UnderwriterLimits {
    const limits = underwriterLimits(
      application.input as UnderwritingInput,
      application.decision as UnderwritingDecision,
    );
    // A stored decision names a filed rule set, and filed rule sets are never removed.
    if (!limits.ok) throw new Error(`Unknown underwriting rules version ${limits.error.version}`);
    return limits.value;
  }

  /** The guidelines bind underwriters too (issue 23 item 4), and nobody decides a case of their own account. */
  async function withinGuidelines(
    deciderUserId: string,
    row: UnderwritingCaseRow,
    chosen: { decision: 'accept'; rateClass: TermLifeClass; maxAmount: Cents } | { decision: 'reject' },
  ): Promise<Result<void, CaseError>> {
    if (isOwnCase({ deciderUserId, applicantUserId: row.userId }))
      return refusal('OWN_CASE', 'This is a case of your own account: another underwriter must decide it.');
    if (chosen.decision === 'reject') return ok();
    const checked = checkAcceptance(
      limitsOf((await findApplication(db, row.insuranceApplicationId))!),
      chosen,
    );
    if (checked.ok) return ok();
    const { error } = checked;
    return refusal(error.code, error.message, error.code === 'OUTSIDE_GUIDELINES' ? [...error.fields] : []);
  }

  async function detail(row: UnderwritingCaseRow, viewerId: string): Promise<CaseDetailView> {
    const application = (await findApplication(db, row.insuranceApplicationId))!;
    const decision = application.decision as UnderwritingDecision;
    const input = application.input as UnderwritingInput;
    const interview = await deps.interviewInWords(application.id);
    const reports = reportsInWords(input.evidence);
    return {
      ...summary(row, application, await applicantName(row.userId)),
      insuranceApplicationId: application.id,
      issueAge: decision.issueAge,
      rulesVersion: application.rulesVersion,
      input: shownInput(application.input),
      decision,
      decidedAt: row.decidedAt,
      caseDecision: row.decision,
      rateClass: row.rateClass,
      maxAmount: row.maxAmount === null ? null : cents(row.maxAmount),
      rejectReason: row.rejectReason,
      guidelines: limitsOf(application),
      ownCase: isOwnCase({ deciderUserId: viewerId, applicantUserId: row.userId }),
      interview,
      reports,
      reasonsInWords: reasonsInWords(decision.reasons, interview, reports),
      reinstatement: application.reinstatementPolicyId
        ? ((await deps.reinstatementOf?.(application.reinstatementPolicyId)) ?? null)
        : null,
    };
  }

  /** A case for an underwriter, due 48 working hours from now. */
  async function openCase(tx: DbOrTx, application: { id: string; userId: string }): Promise<void> {
    const openedAt = clock.now();
    await insertCase(tx, {
      id: randomUUID(),
      insuranceApplicationId: application.id,
      userId: application.userId,
      status: 'open',
      openedAt,
      dueAt: addWorkingHours(openedAt, CASE_WORKING_HOURS, businessDayOf),
    });
  }

  return {
    openCase,

    /** A person's cases waiting for an underwriter, oldest first (the agent console, which checks the role). */
    async openCasesOf(userId: string): Promise<{ status: 'open'; openedAt: Date }[]> {
      return (await openCasesOfUser(db, userId)).map(({ openedAt }) => ({ status: 'open', openedAt }));
    },

    /** A reinstatement declined by the rules: the adverse-action notice when consumer reports weighed in it. */
    reinstatementDeclined: (tx: DbOrTx, userId: string, decision: UnderwritingDecision) =>
      sendAdverseAction(tx, userId, decision, REINSTATEMENT_DECLINED),

    /** Another decision the rules declined (a cover increase): the notice when consumer reports weighed in it. */
    adverseAction: (tx: DbOrTx, userId: string, decision: UnderwritingDecision, action: string) =>
      sendAdverseAction(tx, userId, decision, action),

    /**
     * After an automatic decision, in its transaction: a referral opens a case; a rejection (or a term decline)
     * that consumer reports contributed to sends the adverse-action notice.
     */
    async onDecided(
      tx: DbOrTx,
      application: { id: string; userId: string; decision: UnderwritingDecision },
    ): Promise<void> {
      const { decision } = application;
      if (decision.outcome === 'referred_to_underwriter') {
        await openCase(tx, application);
        return;
      }
      if (decision.outcome === 'rejected')
        await sendAdverseAction(
          tx,
          application.userId,
          decision,
          'We could not offer you term life or accidental death insurance.',
        );
      else if (decision.outcome === 'ad_only')
        await sendAdverseAction(
          tx,
          application.userId,
          decision,
          'We could not offer you term life insurance (we can offer accidental death insurance).',
        );
    },

    /** The underwriter's queue: open cases, oldest first, with the working time left. */
    async queue(viewer: Viewer): Promise<CaseSummaryView[]> {
      const { userId } = await consoleCaller(db, clock, viewer, 'viewed_queue');
      const rows = await openCasesOldestFirst(db);
      const views = await Promise.all(
        rows.map(async (row) =>
          summary(
            row,
            (await findApplication(db, row.insuranceApplicationId))!,
            await applicantName(row.userId),
          ),
        ),
      );
      await audit(db, { actorUserId: userId, action: 'viewed_queue', caseId: null, at: clock.now() });
      return views;
    },

    /** One case with everything the rules saw, for an underwriter; null when there is none. */
    async caseFor(viewer: Viewer, caseId: string): Promise<CaseDetailView | null> {
      const { userId } = await consoleCaller(db, clock, viewer, 'viewed_case', caseId);
      if (!/^[0-9a-f-]{36}$/i.test(caseId)) return null;
      const row = await findCase(db, caseId);
      if (!row) return null;
      await audit(db, { actorUserId: userId, action: 'viewed_case', caseId, at: clock.now() });
      return detail(row, userId);
    },

    /** An underwriter's decision on an open case. Nothing changes on bad input or a decided case. */
    async decide(
      viewer: Viewer,
      caseId: string,
      input: CaseDecisionInput,
    ): Promise<Result<{ underwritingCase: CaseDetailView }, CaseError>> {
      const { userId: underwriterId } = await consoleCaller(db, clock, viewer, 'decided', caseId);
      const notFound = () => refusal('NOT_FOUND', "We couldn't find that case.");
      if (!/^[0-9a-f-]{36}$/i.test(caseId)) return notFound();
      const read = readDecision(input);
      if (!read.ok) return read;
      const chosen = read.value;
      const existing = await findCase(db, caseId);
      if (!existing) return notFound();
      const allowed = await withinGuidelines(underwriterId, existing, chosen);
      if (!allowed.ok) return allowed;
      const person = await deps.applicant(existing.userId);
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        const decided = await decideCase(tx, caseId, {
          decidedAt: now,
          decidedBy: underwriterId,
          decision: chosen.decision,
          rateClass: chosen.decision === 'accept' ? chosen.rateClass : null,
          maxAmount: chosen.decision === 'accept' ? chosen.maxAmount : null,
          rejectReason: chosen.decision === 'reject' ? chosen.reason : null,
        });
        if (!decided) return refusal('CASE_ALREADY_DECIDED', 'This case has already been decided.');
        const application = (await findApplication(tx, decided.insuranceApplicationId))!;
        const original = application.decision as UnderwritingDecision;
        const result = chosen.decision === 'accept' ? 'accepted' : 'rejected';
        await audit(tx, {
          actorUserId: underwriterId,
          action: 'decided',
          caseId,
          detail:
            chosen.decision === 'accept'
              ? { decision: 'accept', rateClass: chosen.rateClass, maxAmount: chosen.maxAmount }
              : { decision: 'reject', reason: chosen.reason },
          at: now,
        });
        const reinstatementPolicyId = application.reinstatementPolicyId;
        const reinstatement = reinstatementPolicyId !== null;
        // A policy change's decision (more cover, a longer term) prices its request, not a quote; the home
        // page's decision modal tells it and leads to confirm-update.
        const policyChange = application.changedPolicyId !== null;
        const changed = !policyChange
          ? null
          : await deps.onPolicyChangeDecision?.(tx, {
              applicationId: application.id,
              underwriterId,
              decision:
                chosen.decision === 'accept'
                  ? { approved: true, rateClass: chosen.rateClass, maxAmount: chosen.maxAmount }
                  : { approved: false, reason: chosen.reason },
              issueAge: original.issueAge,
            });
        // The home page's decision modal speaks of a new application: a reinstatement's decision is told by its
        // own e-mail and on the reinstatement page.
        if (!reinstatement)
          await deps.notifications.create(tx, decided.userId, {
            type: 'manual_underwriting_decision',
            result,
            insuranceApplicationId: application.id,
            ...(application.changedPolicyId ? { policyId: application.changedPolicyId } : {}),
          });
        const reinstated = reinstatement
          ? await deps.onReinstatementDecision?.(tx, {
              applicationId: application.id,
              underwriterId,
              approved: chosen.decision === 'accept',
              reason:
                chosen.decision === 'accept'
                  ? `An underwriter approved the reinstatement (reviewed at ${chosen.rateClass.replaceAll('_', ' ')}).`
                  : chosen.reason,
            })
          : null;
        if (!reinstatement && !policyChange && chosen.decision === 'accept') {
          if (!person?.birthdate || !person.gender)
            throw new Error('An accepted applicant has no birthdate or sex');
          await deps.onManualDecision?.(tx, {
            birthdate: person.birthdate,
            sex: person.gender,
            applicationId: application.id,
            userId: decided.userId,
            membershipId: application.insuranceMembershipId,
            decision: acceptedByUnderwriter(original, application.input as UnderwritingInput, chosen),
          });
        }
        const applicant = await findUser(tx, decided.userId);
        if (applicant && !reinstatement) {
          const url = await deps.signInLink(tx, decided.userId);
          await deps.messenger
            .batch()
            .email(tx, manualUnderwritingDecisionEmail(applicant.email, result, url));
        }
        // An approval that no longer gave an offer (the request expired meanwhile) has nothing to tell yet.
        const told =
          reinstated?.status === 'offered'
            ? 'approved'
            : reinstated?.status === 'refused'
              ? 'declined'
              : null;
        if (applicant && reinstated && told && reinstatementPolicyId && deps.reinstatementLinks) {
          const url = await deps.reinstatementLinks[told === 'approved' ? 'offer' : 'declined'](
            tx,
            decided.userId,
            reinstatementPolicyId,
          );
          await deps.messenger.batch().email(
            tx,
            reinstatementDecisionEmail(applicant.email, told, {
              policyNumber: reinstated.policyNumber,
              url,
            }),
          );
        }
        if (chosen.decision === 'reject')
          await sendAdverseAction(
            tx,
            decided.userId,
            original,
            reinstatement
              ? REINSTATEMENT_DECLINED
              : policyChange
                ? (changed?.declined ?? 'We could not change your policy as you asked.')
                : 'We could not offer you term life insurance.',
          );
        return ok(decided);
      });
      if (!outcome.ok) return outcome;
      logger.info(
        { event: 'underwriting_case_decided', caseId, decision: chosen.decision, underwriterId },
        'Underwriting case decided',
      );
      return ok({ underwritingCase: await detail(outcome.value, underwriterId) });
    },

    /**
     * The applicant's own cases (spec `cases`), newest first: the review of their applications for new cover. A
     * reinstatement under review is told on the reinstatement page (its request is `underwriting`, referred), not
     * as an application or a policy update waiting.
     */
    async casesOf(viewer: Viewer): Promise<ApplicantCaseView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const rows = await applicationCasesOfUser(db, userId);
      return rows.map((row) => ({
        id: row.id,
        result: resultOfCase(row),
        decision: row.decision,
        externalId: null,
        source: 'manual_underwriting',
        createdAt: row.openedAt,
      }));
    },
  };
}

export type UnderwritingCasesService = ReturnType<typeof createUnderwritingCasesService>;
