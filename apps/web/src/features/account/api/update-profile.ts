// updateProfile (verified): the names. NO_CHANGE when nothing differs; CREDENTIAL_INVALID with field errors.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { UpdateProfileInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { profileQuery } from './get-profile';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      profile {
        firstName
        middleName
        lastName
        suffix
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

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      unwrap((await execute(UpdateProfileMutation, { input })).updateProfile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
