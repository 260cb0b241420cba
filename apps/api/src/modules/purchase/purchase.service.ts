// Buying a policy as one server use case (issue 24 item 1): accept the offer (its pending policy and first
// invoice), sign the purchase in the buyer's insurance membership (the documents the "Last step!" screen showed and
// the buyer agreed to, all or nothing), then pay that policy's first invoice with the tokenised card. The browser
// makes one call instead of four, and the invoice is the accepted policy's, never "the user's latest payable".
// Each step is safe to repeat: accepting the same offer again answers the same pending policy, signing again keeps
// the same acknowledgements, and paying again never charges twice (collection.service.ts), so a purchase that
// failed half-way (a declined card, a lost connection) is simply sent again. The first premium may also be debited
// from a linked bank account (issue 25 item 5): the policy then waits for the debit to settle (`settling`), and
// a debit that fails at settlement leaves it pending, to be bought again with a card.
import { DEBIT_AUTHORIZATION_VERSION, type MandateAcceptance } from '@wysh/domain/ach/debit-authorization';
import { ok, type Result } from '@wysh/domain/result';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';

export type Offer = { quoteId: string } | { offeringId: string };

/**
 * How the first premium is paid: the card the card field tokenised (cover starts when it is charged), or one of
 * the person's linked bank accounts, debited by ACH with the authorisation they accepted (cover starts when the
 * debit settles, up to 5 business days later).
 */
export type FirstPremiumPayment =
  | { card: { paymentMethodToken: string; nameOnCard: string } }
  | {
      bankAccount: {
        plaidAccountId: string;
        /** The version of the debit authorisation the person accepted on "Last step!". */
        authorizationVersion: string | null;
        /** Where the acceptance came from: the request's address and browser. */
        ipAddress: string;
        userAgent: string;
      };
    };

type PayInput = { invoiceId: string; purchasePolicy: true } & (
  | { paymentMethodToken: string; nameOnCard: string }
  | { bankAccount: { plaidAccountId: string; mandate: MandateAcceptance } }
);

export type PurchaseOutcome<Policy, Payment> = { policy: Policy } & Payment;

export function createPurchaseService<
  Policy extends { id: string; insuranceMembershipId: string },
  Payment,
>(ports: {
  accept(
    viewer: Viewer,
    offer: Offer,
  ): Promise<Result<{ policy: Policy; invoice: { id: string } }, UserFailure<string>>>;
  sign(
    viewer: Viewer,
    documents: ReadonlyArray<{
      recordId: string;
      recordType: 'document';
      contextId: string;
      contextType: 'InsuranceMembership';
    }>,
  ): Promise<Result<unknown, UserFailure<string>>>;
  pay(viewer: Viewer, input: PayInput): Promise<Result<Payment, UserFailure<string>>>;
  now(): Date;
  /** The viewer's policy in force bought with this offer, and its first invoice; null if none. */
  boughtWith(viewer: Viewer, offer: Offer): Promise<{ policy: Policy; invoice: { id: string } } | null>;
  /** The policy as it stands after paying (issued, when paid). */
  policy(viewer: Viewer, policyId: string): Promise<Policy | null>;
}) {
  return {
    async purchasePolicy(
      viewer: Viewer,
      input: {
        offer: Offer;
        acknowledgedDocumentIds: readonly string[];
        payment: FirstPremiumPayment;
      },
    ): Promise<Result<PurchaseOutcome<Policy, Payment>, UserFailure<string>>> {
      requireUser(viewer, 'verified');
      const bank = 'bankAccount' in input.payment ? input.payment.bankAccount : null;
      if (bank && bank.authorizationVersion !== DEBIT_AUTHORIZATION_VERSION) {
        const message = 'Agree to the debit authorization to pay from your bank account.';
        return refusal('VALIDATION_FAILED', message, [{ field: 'debitAuthorization', message }]);
      }
      const accepted = await ports.accept(viewer, input.offer);
      // Bought already with this offer (an answer lost on the way back): its paid invoice answers, nothing is charged.
      const bought = accepted.ok ? null : await ports.boughtWith(viewer, input.offer);
      if (!accepted.ok && !bought) return accepted;
      const { policy, invoice } = accepted.ok ? accepted.value : bought!;
      if (input.acknowledgedDocumentIds.length > 0) {
        const signed = await ports.sign(
          viewer,
          input.acknowledgedDocumentIds.map((recordId) => ({
            recordId,
            recordType: 'document',
            contextId: policy.insuranceMembershipId,
            contextType: 'InsuranceMembership',
          })),
        );
        if (!signed.ok) return signed;
      }
      const paid = await ports.pay(viewer, {
        invoiceId: invoice.id,
        purchasePolicy: true,
        ...(bank
          ? {
              bankAccount: {
                plaidAccountId: bank.plaidAccountId,
                mandate: {
                  acceptedAt: ports.now(),
                  ipAddress: bank.ipAddress,
                  userAgent: bank.userAgent,
                  version: DEBIT_AUTHORIZATION_VERSION,
                },
              },
            }
          : (input.payment as { card: { paymentMethodToken: string; nameOnCard: string } }).card),
      });
      if (!paid.ok) return paid;
      return ok({ ...paid.value, policy: (await ports.policy(viewer, policy.id)) ?? policy });
    },
  };
}
