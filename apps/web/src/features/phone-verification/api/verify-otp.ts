// verifyOtp: the code sent to a given number of the person (a new one, or one to check). Success activates the
// number and verifies the session: its new tokens replace the stored ones. Fails with ACCESS_CODE_INCORRECT,
// ACCESS_CODE_EXPIRED or, after too many wrong codes, UNSUCCESSFUL_SESSION_VERIFICATION.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { adoptSession, sessionTokensOf } from '../../../shared/auth/adopt-session';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const VerifyOtpMutation = graphql(`
  mutation VerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
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

export function useVerifyOtp(phoneNumberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The number is verified and the session with it: everything read as the viewer.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (code: string) => {
      const payload = unwrap(
        (await execute(VerifyOtpMutation, { input: { phoneNumberId, code } })).verifyOtp,
      );
      if (!payload.success || !payload.token) throw new Error('verifyOtp did not verify the session');
      adoptSession(queryClient, sessionTokensOf(payload.token));
    },
  });
}
