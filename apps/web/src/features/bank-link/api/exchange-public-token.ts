// plaidExchangePublicToken (spec 001 §7.6): keeps the bank Link linked and the account picked there.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { PLAID_ITEMS_KEY } from './get-plaid-items';

const ExchangePublicTokenDocument = graphql(`
  mutation PlaidExchangePublicToken($input: PlaidExchangePublicTokenInput!) {
    plaidExchangePublicToken(input: $input) {
      plaidAccount {
        id
        name
        mask
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useExchangePublicToken() {
  return useMutation({
    meta: { invalidates: [PLAID_ITEMS_KEY] },
    mutationFn: async (input: { publicToken: string; bankAccountId: string }) =>
      unwrap((await execute(ExchangePublicTokenDocument, { input })).plaidExchangePublicToken).plaidAccount!,
  });
}
