// registerUser (the spec's name for sign-up; createCredential is the same call under its other name): registers
// with e-mail and password and signs in (identified). Fails with EMAIL_ALREADY_TAKEN, or CREDENTIAL_INVALID with
// field errors. The server sends the verification e-mail and sets up the wysh-insurance membership.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CreateCredentialInput } from '../../../graphql/generated/graphql';
import { adoptSession, sessionTokensOf } from '../../../shared/auth/adopt-session';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const RegisterUserMutation = graphql(`
  mutation RegisterUser($input: CreateCredentialInput!) {
    registerUser(input: $input) {
      credential {
        status
        token {
          accessToken
          refreshToken
          authLevel
          expiresIn
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // A new session: what the viewer's cache held is dropped when the session changes hands (providers).
    meta: { invalidates: [] },
    mutationFn: async (input: CreateCredentialInput) => {
      const { credential } = unwrap((await execute(RegisterUserMutation, { input })).registerUser);
      if (!credential) throw new Error('registerUser answered neither a credential nor an error');
      adoptSession(queryClient, sessionTokensOf(credential.token));
    },
  });
}
