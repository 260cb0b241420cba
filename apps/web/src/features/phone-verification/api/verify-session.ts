// verifySession: the code sent to the account's active number (the server picks it) verifies the signed-in
// session; its new tokens replace the stored ones. Fails with PHONE_NUMBER_MISSING (no active number),
// ACCESS_CODE_INCORRECT, ACCESS_CODE_EXPIRED or, after too many wrong codes, UNSUCCESSFUL_SESSION_VERIFICATION.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { adoptSession, sessionTokensOf } from '../../../shared/auth/adopt-session';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const VerifySessionMutation = graphql(`
  mutation VerifySession($input: VerifySessionInput!) {
    verifySession(input: $input) {
      success
      token {
        accessToken
        refreshToken
        authLevel
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useVerifySession() {
  const queryClient = useQueryClient();
  return useMutation({
    // The number is verified and the session with it: everything read as the viewer.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (code: string) => {
      const payload = unwrap((await execute(VerifySessionMutation, { input: { code } })).verifySession);
      if (!payload.success || !payload.token) throw new Error('verifySession did not verify the session');
      adoptSession(queryClient, sessionTokensOf(payload.token));
    },
  });
}
