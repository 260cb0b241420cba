// createCredential: registers with e-mail and password and signs in (identified). Fails with
// EMAIL_ALREADY_TAKEN, or CREDENTIAL_INVALID with field errors. The server sends the verification e-mail.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CreateCredentialInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { useAuthStore } from '../../../shared/stores/auth';

const CreateCredentialMutation = graphql(`
  mutation CreateCredential($input: CreateCredentialInput!) {
    createCredential(input: $input) {
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

export function useCreateCredential() {
  return useMutation({
    mutationFn: async (input: CreateCredentialInput) => {
      const { credential } = unwrap((await execute(CreateCredentialMutation, { input })).createCredential);
      if (!credential) throw new Error('createCredential answered neither a credential nor an error');
      const { accessToken, refreshToken, authLevel } = credential.token;
      useAuthStore.getState().setSession({
        accessToken,
        refreshToken,
        authLevel: authLevel === 'VERIFIED' ? 'verified' : 'identified',
      });
    },
  });
}
