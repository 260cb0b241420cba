// Paying a reinstatement (spec 001 §4.7): the offer's invoice (createReinstatementInvoice, one line per missed
// premium; made once, so a retry pays the same one), then payInvoice with the card field's token or, without
// one, the card on file. Paid, the server reinstates the policy in the payment's transaction.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { REINSTATEMENT_KEY } from './get-reinstateable';

const CreateReinstatementInvoiceDocument = graphql(`
  mutation CreateReinstatementInvoice($input: CreateReinstatementInvoiceInput!) {
    createReinstatementInvoice(input: $input) {
      invoice {
        id
        status
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const PayReinstatementDocument = graphql(`
  mutation PayReinstatement($input: PayInvoiceInput!) {
    payInvoice(input: $input) {
      transactionResult
      message
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type ReinstatementPayment = { result: 'paid' | 'declined' | 'processing'; message: string | null };

export function usePayReinstatement() {
  return useMutation({
    // The policy is active again: the home, billing and the reinstatement list all change.
    meta: { invalidates: [REINSTATEMENT_KEY, ['viewer']] },
    mutationFn: async (input: {
      policyId: string;
      paymentMethodToken?: string;
      nameOnCard?: string;
    }): Promise<ReinstatementPayment> => {
      const created = unwrap(
        (await execute(CreateReinstatementInvoiceDocument, { input: { policyId: input.policyId } }))
          .createReinstatementInvoice,
      );
      const invoiceId = created.invoice!.id;
      const paid = unwrap(
        (
          await execute(PayReinstatementDocument, {
            input: {
              invoiceId,
              purchasePolicy: false,
              paymentMethodToken: input.paymentMethodToken ?? null,
              nameOnCard: input.nameOnCard ?? null,
            },
          })
        ).payInvoice,
      );
      const result =
        paid.transactionResult === 'success'
          ? 'paid'
          : paid.transactionResult === 'processing'
            ? 'processing'
            : 'declined';
      return { result, message: paid.message ?? null };
    },
  });
}
