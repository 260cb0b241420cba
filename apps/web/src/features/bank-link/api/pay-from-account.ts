// createPaymentMethod with source bank_account (spec 001 §7.6): a linked account becomes the policy's payment
// method, debited by ACH from the next charge on, once the person agreed to the debit authorization (the version
// of the words this app shows). The account's bank, name and mask come back to name it.
import { useMutation } from '@tanstack/react-query';
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const PayFromAccountDocument = graphql(`
  mutation PayFromAccount($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      paymentMethod {
        id
        name
        bankAccount {
          bankName
          mask
          plaidAccountId
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function usePayFromAccount() {
  return useMutation({
    // The method shows on the billing page, the policyholder home and beside each linked account.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (plaidAccountId: string) =>
      unwrap(
        (
          await execute(PayFromAccountDocument, {
            input: {
              source: 'bank_account',
              plaidAccountId,
              debitAuthorizationVersion: DEBIT_AUTHORIZATION_VERSION,
            },
          })
        ).createPaymentMethod,
      ).paymentMethod!,
  });
}
