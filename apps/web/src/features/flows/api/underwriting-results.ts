// What the underwriting-results screen reads (spec 001 §2.4, §4.9): the trivia questions, and the decision on
// the interview just finished: requestNewBusiness for an application, submitReinstatementUnderwriting for a
// reinstatement (the reinstatement scope). Both answer the same decision when asked again (a reload, a second
// tab), so asking again is how the screen polls.
import { graphql } from '../../../graphql/generated';
import type { TriviaQuestionsQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';

const TriviaQuestionsDocument = graphql(`
  query TriviaQuestions {
    triviaQuestions {
      id
      prompt
      choices {
        id
        text
      }
      correctChoiceId
      explanation
    }
  }
`);

const SubmitApplicationDocument = graphql(`
  mutation SubmitApplication($input: RequestNewBusinessInput!) {
    requestNewBusiness(input: $input) {
      insuranceApplication {
        id
        result
        outcome
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const SubmitReinstatementDocument = graphql(`
  mutation SubmitReinstatementUnderwriting($input: SubmitReinstatementUnderwritingInput!) {
    submitReinstatementUnderwriting(input: $input) {
      status
      reinstatementRequest {
        id
        status
        underwritingResult
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type TriviaQuestion = TriviaQuestionsQuery['triviaQuestions'][number];

export const triviaQuestionsQuery = {
  queryKey: ['trivia', 'questions'] as const,
  queryFn: async () => (await execute(TriviaQuestionsDocument)).triviaQuestions,
  staleTime: Number.POSITIVE_INFINITY,
};

/** Refused while a reinstatement is under way (one asked for meanwhile, in another tab: spec 000 §8). */
const NEW_COVERAGE_BLOCKED = 'REINSTATEMENT.NEW_COVERAGE_BLOCKED';

/** The decision's outcome: accepted, ad_only, referred_to_underwriter or rejected. Throws a user error. */
export async function submitApplication(): Promise<string> {
  const answer = (await execute(SubmitApplicationDocument, { input: { product: 'wysh-term-life' } }))
    .requestNewBusiness;
  if (answer.error?.code === NEW_COVERAGE_BLOCKED)
    openModal('ReinstatementErrorModal', { kind: 'blocked', message: answer.error.message });
  const { insuranceApplication } = unwrap(answer);
  if (!insuranceApplication) throw new Error('No application came back.');
  return insuranceApplication.outcome;
}

/**
 * The reinstatement's decision as the post-underwriting flow names its results: accepted (the offer),
 * referred_to_underwriter or rejected_reinstatement. Throws a user error.
 */
export async function submitReinstatement(policyId: string | null): Promise<string> {
  if (policyId === null) throw new Error('No reinstatement is under way.');
  const { reinstatementRequest } = unwrap(
    (await execute(SubmitReinstatementDocument, { input: { policyId } })).submitReinstatementUnderwriting,
  );
  if (!reinstatementRequest) throw new Error('No reinstatement request came back.');
  return (
    reinstatementRequest.underwritingResult ??
    (reinstatementRequest.status === 'offered' ? 'accepted' : 'failed')
  );
}
