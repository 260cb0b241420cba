// verifyOtp: the code the person received. Success verifies the session: its new tokens replace the stored
// ones. Fails with ACCESS_CODE_INCORRECT or ACCESS_CODE_EXPIRED.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { useAuthStore } from '../../../shared/stores/auth';

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
        code
        message
        fields {
          field
          message
        }
      }
    }
  }
`);

export function useVerifyOtp() {
  return useMutation({
    mutationFn: async (input: { phoneNumberId: string; code: string }) => {
      const payload = unwrap((await execute(VerifyOtpMutation, { input })).verifyOtp);
      if (!payload.success || !payload.token) throw new Error('verifyOtp did not verify the session');
      const { accessToken, refreshToken, authLevel } = payload.token;
      useAuthStore.getState().setSession({
        accessToken,
        refreshToken,
        authLevel: authLevel === 'VERIFIED' ? 'verified' : 'identified',
      });
    },
  });
}
