// decommissionUser (verified): closes the account and ends every session.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const DecommissionUserMutation = graphql(`
  mutation DecommissionUser {
    decommissionUser {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useDecommissionUser() {
  return useMutation({
    // Nothing is read again: the server ended every session of the account, so a refetch would only find the
    // session gone and send the person to Log in a second time, without the notice that the account is closed.
    meta: { invalidates: [] },
    mutationFn: async () => {
      const payload = unwrap((await execute(DecommissionUserMutation)).decommissionUser);
      if (!payload.success) throw new Error('decommissionUser did not succeed');
      return payload;
    },
  });
}
