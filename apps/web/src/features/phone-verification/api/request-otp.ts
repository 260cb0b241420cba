// requestOtp: sends a 6-digit code to a phone number, by text (SMS) or voice call.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { OtpChannel } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const RequestOtpMutation = graphql(`
  mutation RequestOtp($input: RequestOtpInput!) {
    requestOtp(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type Channel = OtpChannel;

export function useRequestOtp() {
  return useMutation({
    // A code is sent; nothing the app has cached changes.
    meta: { invalidates: [] },
    mutationFn: async (input: { phoneNumberId: string; channel: Channel }) =>
      unwrap((await execute(RequestOtpMutation, { input })).requestOtp),
  });
}
