// What the underwriting-results screen reads (spec 001 §2.4, §4.9): the trivia questions, and the decision on
// the interview just finished. requestNewBusiness is idempotent per interview session on the server (a reload
// or a second tab answers the same application), so asking again is how the screen polls.
import { graphql } from '../../../graphql/generated';
import type { TriviaQuestionsQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

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

export type TriviaQuestion = TriviaQuestionsQuery['triviaQuestions'][number];

export const triviaQuestionsQuery = {
  queryKey: ['trivia', 'questions'] as const,
  queryFn: async () => (await execute(TriviaQuestionsDocument)).triviaQuestions,
  staleTime: Number.POSITIVE_INFINITY,
};

/** The decision's outcome: accepted, ad_only, referred_to_underwriter or rejected. Throws a user error. */
export async function submitApplication(): Promise<string> {
  const { insuranceApplication } = unwrap(
    (await execute(SubmitApplicationDocument, { input: { product: 'wysh-term-life' } })).requestNewBusiness,
  );
  if (!insuranceApplication) throw new Error('No application came back.');
  return insuranceApplication.outcome;
}
