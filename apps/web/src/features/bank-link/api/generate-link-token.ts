// plaidGenerateLinkToken and initiatePlaidUpdate (spec 001 §7.6): a link token that opens Link, for a new bank
// or, in update mode, to sign in to a linked bank again.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const GenerateLinkTokenDocument = graphql(`
  mutation PlaidGenerateLinkToken {
    plaidGenerateLinkToken {
      linkToken
      error {
        ...UserErrorFields
      }
    }
  }
`);

const InitiatePlaidUpdateDocument = graphql(`
  mutation InitiatePlaidUpdate($input: PlaidItemInput!) {
    initiatePlaidUpdate(input: $input) {
      linkToken
      error {
        ...UserErrorFields
      }
    }
  }
`);

/** A link token: for a new bank, or (with an Item's id) update mode for that bank. */
export function useLinkToken() {
  return useMutation({
    // A token changes nothing the app shows.
    meta: { invalidates: [] },
    mutationFn: async (plaidItemId?: string): Promise<string> => {
      const answer = plaidItemId
        ? unwrap((await execute(InitiatePlaidUpdateDocument, { input: { plaidItemId } })).initiatePlaidUpdate)
        : unwrap((await execute(GenerateLinkTokenDocument)).plaidGenerateLinkToken);
      return answer.linkToken!;
    },
  });
}
