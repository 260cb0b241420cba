// verifyEmail: the token of the link in the verification e-mail. Run as a query keyed by the token, so it runs
// once per visit however often the page renders (a token works only once). TOKEN_INVALID when unknown, used or
// expired.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verifyEmail', token],
    queryFn: async () => unwrap((await execute(VerifyEmailMutation, { input: { token } })).verifyEmail),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
