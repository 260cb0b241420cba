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
    // The account is closed: everything read as the viewer.
    meta: { invalidates: [['viewer']] },
    mutationFn: async () => {
      const payload = unwrap((await execute(DecommissionUserMutation)).decommissionUser);
      if (!payload.success) throw new Error('decommissionUser did not succeed');
      return payload;
    },
  });
}
