// initiatePasswordReset: e-mails a reset link when the address has an account; answers the same either way.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { useResetLinkStore } from '../stores/reset-link';

const InitiatePasswordResetMutation = graphql(`
  mutation InitiatePasswordReset($input: InitiatePasswordResetInput!) {
    initiatePasswordReset(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useInitiatePasswordReset() {
  return useMutation({
    // A link is sent; nothing the app has cached changes.
    meta: { invalidates: [] },
    mutationFn: async (email: string) =>
      unwrap(
        (await execute(InitiatePasswordResetMutation, { input: { email: email.trim() } }))
          .initiatePasswordReset,
      ),
    onSuccess: (_data, email) => useResetLinkStore.getState().markSent(email.trim()),
  });
}
