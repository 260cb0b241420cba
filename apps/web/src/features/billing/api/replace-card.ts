// createPaymentMethod (spec 001 §7.6): the card the card field tokenised becomes the card on file. A card the
// provider refuses as it is saved is an answer (saved false, with its words); a form's mistake is a UserError.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { BILLING_KEY } from './get-billing';

const CreatePaymentMethodDocument = graphql(`
  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      saved
      message
      paymentMethod {
        id
        card {
          brand
          last4
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type ReplaceCardOutcome =
  { saved: true; card: { brand: string; last4: string } } | { saved: false; message: string | null };

export function useReplaceCard() {
  return useMutation({
    // The card shows on the billing page and on the policyholder home.
    meta: { invalidates: [BILLING_KEY, ['viewer', 'policyholder-home']] },
    mutationFn: async (input: {
      paymentMethodToken: string;
      nameOnCard: string;
    }): Promise<ReplaceCardOutcome> => {
      const answer = unwrap(
        (await execute(CreatePaymentMethodDocument, { input: { ...input, source: 'credit_card' } }))
          .createPaymentMethod,
      );
      return answer.saved && answer.paymentMethod?.card
        ? { saved: true, card: answer.paymentMethod.card }
        : { saved: false, message: answer.message ?? null };
    },
  });
}
