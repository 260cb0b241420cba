// confirmPlaidUpdate and unlinkPlaidItem (spec 001 §7.6): after signing in again, the bank's login checked; or
// the bank unlinked. Each refreshes the list of linked banks.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { PLAID_ITEMS_KEY } from './get-plaid-items';

const ConfirmPlaidUpdateDocument = graphql(`
  mutation ConfirmPlaidUpdate($input: PlaidItemInput!) {
    confirmPlaidUpdate(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

const UnlinkPlaidItemDocument = graphql(`
  mutation UnlinkPlaidItem($input: PlaidItemInput!) {
    unlinkPlaidItem(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useConfirmPlaidUpdate() {
  return useMutation({
    meta: { invalidates: [PLAID_ITEMS_KEY] },
    mutationFn: async (plaidItemId: string) =>
      unwrap((await execute(ConfirmPlaidUpdateDocument, { input: { plaidItemId } })).confirmPlaidUpdate),
  });
}

export function useUnlinkPlaidItem() {
  return useMutation({
    meta: { invalidates: [PLAID_ITEMS_KEY] },
    mutationFn: async (plaidItemId: string) =>
      unwrap((await execute(UnlinkPlaidItemDocument, { input: { plaidItemId } })).unlinkPlaidItem),
  });
}
