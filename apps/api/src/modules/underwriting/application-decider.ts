// Deciding an application without storing it (issue 14, shared with reinstatement in issue 26): the interview's
// saved answers and authorization, the profile, the evidence pulled from the providers (before any transaction:
// a slow provider never holds a database connection; the SSN is read for the calls only), and the versioned
// rules run on the cover asked for. requestNewBusiness and a reinstatement store what this answers, each in its
// own transaction.
import { ageOn } from '@wysh/domain/calendar';
import { ok, type Result } from '@wysh/domain/result';
import type { UnderwritingEvidence, UnderwritingInput } from '@wysh/domain/underwriting/answers';
import { decideUnderwriting, type UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import type { Logger } from 'pino';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { loggableError } from '../../shared/logger.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import type { FlowAnswersService } from '../flows/flow-answers.service.ts';
import type { EvidenceProviders, EvidenceSubject } from './evidence-providers.ts';
import { INTERVIEW_FLOW, underwritingAnswersFrom } from './interview-answers.ts';

/** The wording of the evidence authorization on interview-review (a new wording is a new version). */
export const EVIDENCE_AUTHORIZATION_VERSION = 'evidence-authorization.v1';
export const EVIDENCE_AUTHORIZATION_FIELD = 'evidence_authorization';

export type UnderwritingErrorCode =
  | 'NOT_FOUND'
  | 'INTERVIEW_INCOMPLETE'
  | 'PROFILE_INCOMPLETE'
  | 'AUTHORIZATION_REQUIRED'
  | 'PRODUCT_NOT_OFFERED'
  | 'UNDERWRITING_INPUT_INVALID'
  | 'UNDERWRITING_DISABLED'
  | 'REINSTATEMENT.NEW_COVERAGE_BLOCKED';
export type UnderwritingError = UserFailure<UnderwritingErrorCode>;

/** An application decided by the rules and not yet stored. */
export type ReadyApplication = {
  userId: string;
  interviewSessionId: string | null;
  input: UnderwritingInput;
  decision: UnderwritingDecision;
  authorizedAt: Date;
  birthdate: string;
  sex: 'male' | 'female';
};

export function createApplicationDecider(deps: {
  clock: Clock;
  logger: Logger;
  flowAnswers: Pick<FlowAnswersService, 'latestAnswers'>;
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
  taxIdOf: (userId: string) => Promise<string | null>;
}) {
  const { clock, logger } = deps;

  /** Each report, or "unavailable" when its provider fails (the rules then refer rather than guess). */
  async function pullEvidence(
    subject: EvidenceSubject,
    licence: string | null,
  ): Promise<UnderwritingEvidence> {
    const guarded = async <T>(source: string, call: () => Promise<T>, unavailable: T): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        logger.warn({ err: loggableError(error), source }, 'Underwriting evidence provider failed');
        return unavailable;
      }
    };
    const [identity, prescriptions, mib, mvr] = await Promise.all([
      guarded('identity', () => deps.evidence.identity(subject), { status: 'unavailable' } as const),
      guarded('prescriptions', () => deps.evidence.prescriptions(subject), {
        status: 'unavailable',
      } as const),
      guarded('mib', () => deps.evidence.mib(subject), { status: 'unavailable' } as const),
      licence === null
        ? Promise.resolve({ status: 'not_requested' } as const)
        : guarded('mvr', () => deps.evidence.mvr(licence, subject.today), { status: 'unavailable' } as const),
    ]);
    return { identity, prescriptions, mib, mvr };
  }

  type Requested = (facts: { issueAge: number; userId: string }) => Promise<UnderwritingInput['requested']>;

  /**
   * The application of the viewer's latest interview, decided but not stored: the answers and authorization
   * saved, the profile complete, the evidence pulled (outside any transaction), the rules run on `requested`.
   */
  async function decideApplication(
    userId: string,
    interviewSessionId: string | null,
    requested: Requested,
  ): Promise<Result<ReadyApplication, UnderwritingError>> {
    const saved = await deps.flowAnswers.latestAnswers(userId, INTERVIEW_FLOW);
    const values = new Map([...saved].map(([fieldId, answer]) => [fieldId, answer.value]));
    const answers = underwritingAnswersFrom(values);
    if (!answers.ok)
      return refusal('INTERVIEW_INCOMPLETE', 'Please answer every question of the interview first.');
    const authorization = saved.get(EVIDENCE_AUTHORIZATION_FIELD);
    if (authorization?.value !== true)
      return refusal(
        'AUTHORIZATION_REQUIRED',
        'Please authorize us to check your records before we decide.',
        [{ field: EVIDENCE_AUTHORIZATION_FIELD, message: 'Please check this box to continue.' }],
      );

    const [person, ssn] = await Promise.all([deps.applicant(userId), deps.taxIdOf(userId)]);
    if (!person?.birthdate || !person.firstName || !person.lastName || !person.gender || !ssn)
      return refusal('PROFILE_INCOMPLETE', 'Please finish your insurance profile first.');

    const today = businessToday(clock);
    const issueAge = ageOn(person.birthdate, today) ?? 0;
    const evidence = await pullEvidence(
      { firstName: person.firstName, lastName: person.lastName, birthdate: person.birthdate, ssn, today },
      answers.value.dmv_lic_nmbr,
    );
    const input: UnderwritingInput = {
      decidedOn: today,
      birthdate: person.birthdate,
      answers: answers.value,
      evidence,
      requested: await requested({ issueAge, userId }),
    };
    const decided = decideUnderwriting(input);
    if (!decided.ok) {
      logger.error({ code: decided.error.code }, 'Underwriting refused its input');
      return refusal(
        'UNDERWRITING_INPUT_INVALID',
        "We couldn't decide on your application. Please contact us.",
      );
    }
    return ok({
      userId,
      interviewSessionId,
      input,
      decision: decided.value,
      authorizedAt: authorization.answeredAt,
      birthdate: person.birthdate,
      sex: person.gender,
    });
  }

  return { decideApplication };
}
