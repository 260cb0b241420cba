// requestReinstatement (spec 001 §7.3): the server decides on today's rules and records the decision: an offer of
// the missed premiums alone, underwriting required, or refused with the rules' reason (a UserError).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { REINSTATEMENT_KEY } from './get-reinstateable';

const RequestReinstatementDocument = graphql(`
  mutation RequestReinstatement($input: RequestReinstatementInput!) {
    requestReinstatement(input: $input) {
      success
      status
      underwritingRequired
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useRequestReinstatement() {
  return useMutation({
    meta: { invalidates: [REINSTATEMENT_KEY] },
    mutationFn: async (policyId: string) => {
      const answer = unwrap(
        (await execute(RequestReinstatementDocument, { input: { policyId } })).requestReinstatement,
      );
      return { status: answer.status ?? null, underwritingRequired: answer.underwritingRequired === true };
    },
  });
}
