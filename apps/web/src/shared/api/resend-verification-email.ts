// resendVerificationEmail (identified): a new verification link for the account's e-mail. Used by the
// verify-email page and the profile; both show VerificationEmailSendModal when it is sent.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';
import { unwrap } from '../lib/user-error';
import { openModal } from '../stores/modal';

const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useResendVerificationEmail() {
  return useMutation({
    // An e-mail is sent; nothing the app has cached changes.
    meta: { invalidates: [] },
    mutationFn: async (_email: string | null) =>
      unwrap((await execute(ResendVerificationEmailMutation)).resendVerificationEmail),
    onSuccess: (_data, email) => openModal('VerificationEmailSendModal', { email: email ?? undefined }),
  });
}
