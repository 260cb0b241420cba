// createPhoneNumber (identified): adds a US number, pending until a code sent to it is entered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CreatePhoneNumberInput } from '../../../graphql/generated/graphql';
import { forgetPreVerifiedInitialData } from '../../../shared/api/initial-data';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const CreatePhoneNumberMutation = graphql(`
  mutation CreatePhoneNumber($input: CreatePhoneNumberInput!) {
    createPhoneNumber(input: $input) {
      phoneNumber {
        id
        mask
        status
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

export function useCreatePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreatePhoneNumberInput) => {
      const { phoneNumber } = unwrap((await execute(CreatePhoneNumberMutation, { input })).createPhoneNumber);
      if (!phoneNumber) throw new Error('createPhoneNumber answered neither a number nor an error');
      return phoneNumber;
    },
    onSuccess: () => forgetPreVerifiedInitialData(queryClient),
  });
}
