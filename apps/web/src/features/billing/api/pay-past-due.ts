// createMultiplePayments (spec 001 §4.6, §7.6): pays the past-due premiums now with the card on file. The
// server answers each invoice's result and the combined one; a decline is an answer, not an error.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CreateMultiplePaymentsMutation } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const CreateMultiplePaymentsDocument = graphql(`
  mutation CreateMultiplePayments($input: CreateMultiplePaymentsInput!) {
    createMultiplePayments(input: $input) {
      payments {
        billingAttemptedAmount
        transactionResult
        paymentMethod {
          source
          name
          card {
            brand
            last4
          }
          bankAccount {
            bankName
            accountType
            mask
          }
        }
        processed {
          invoiceId
          amount
          transactionResult
          reason
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type PastDuePayment = NonNullable<
  CreateMultiplePaymentsMutation['createMultiplePayments']['payments']
>;

export function usePayPastDue() {
  return useMutation({
    // A payment changes the invoices, what is owed, the policy's status and its next payment everywhere.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (invoiceIds: readonly string[]): Promise<PastDuePayment> => {
      const { payments } = unwrap(
        (await execute(CreateMultiplePaymentsDocument, { input: { invoiceIds: [...invoiceIds] } }))
          .createMultiplePayments,
      );
      if (!payments) throw new Error('No payment result');
      return payments;
    },
  });
}
