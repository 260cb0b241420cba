// Paying a reinstatement (spec 001 §4.7): the offer's invoice (createReinstatementInvoice, one line per missed
// premium; made once, so a retry pays the same one), then payInvoice with the card field's token or, without
// one, the card on file. Paid, the server reinstates the policy in the payment's transaction. An invoice the
// server refuses to make opens ReinstatementErrorModal (spec 000 §8).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap, UserErrorFailure } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
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

/**
 * The offer's invoice, or null when the server refused to make it: its modal ("Reinstatement invoice was unable
 * to be created") then says so, the one place the person is told.
 */
async function createInvoice(policyId: string): Promise<string | null> {
  try {
    const created = unwrap(
      (await execute(CreateReinstatementInvoiceDocument, { input: { policyId } })).createReinstatementInvoice,
    );
    return created.invoice!.id;
  } catch (error) {
    if (!(error instanceof UserErrorFailure)) throw error;
    openModal('ReinstatementErrorModal', { kind: 'invoice' });
    return null;
  }
}

export type ReinstatementPayment = {
  /** `unbilled`: no invoice was made (its modal is open) and nothing was charged. */
  result: 'paid' | 'declined' | 'processing' | 'unbilled';
  message: string | null;
};

export function usePayReinstatement() {
  return useMutation({
    // The policy is active again: the home, billing and the reinstatement list all change.
    meta: { invalidates: [REINSTATEMENT_KEY, ['viewer']] },
    mutationFn: async (input: {
      policyId: string;
      paymentMethodToken?: string;
      nameOnCard?: string;
    }): Promise<ReinstatementPayment> => {
      const invoiceId = await createInvoice(input.policyId);
      if (invoiceId === null) return { result: 'unbilled', message: null };
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
