// resetForgottenPassword: a new password through the e-mailed link's token. Fails with TOKEN_INVALID,
// PASSWORD_MISMATCH, PASSWORD_PREVIOUSLY_USED or CREDENTIAL_INVALID (field errors).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { ResetForgottenPasswordInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const ResetForgottenPasswordMutation = graphql(`
  mutation ResetForgottenPassword($input: ResetForgottenPasswordInput!) {
    resetForgottenPassword(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useResetForgottenPassword() {
  return useMutation({
    // The session ends after it (the viewer's cache is dropped then).
    meta: { invalidates: [] },
    mutationFn: async (input: ResetForgottenPasswordInput) =>
      unwrap((await execute(ResetForgottenPasswordMutation, { input })).resetForgottenPassword),
  });
}
