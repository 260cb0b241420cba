import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { InvoiceRef, PaymentMethodRef } from '../payments/payments.graphql.ts';
import type { PayInvoiceOutcome } from '../payments/payments.views.ts';
import { refusal } from '../../shared/user-error.ts';
import { PolicyRef } from '../policies/policies.graphql.ts';
import type { PolicyView } from '../policies/policies.views.ts';

const PurchasePolicyPayloadRef = builder
  .objectRef<Payload<PayInvoiceOutcome & { policy: PolicyView }>>('PurchasePolicyPayload')
  .implement({
    fields: (t) => ({
      transactionResult: t.exposeString('transactionResult', {
        nullable: true,
        description:
          'success, failed (the card was declined: PaymentFailed) or processing (a bank debit: the policy is ' +
          'settling, issued when the debit settles).',
      }),
      message: t.exposeString('message', {
        nullable: true,
        description: "Why it failed: the provider's words.",
      }),
      declineCode: t.exposeString('declineCode', { nullable: true }),
      policy: t.expose('policy', { type: PolicyRef, nullable: true }),
      invoice: t.expose('invoice', { type: InvoiceRef, nullable: true }),
      paymentMethod: t.expose('paymentMethod', {
        type: PaymentMethodRef,
        nullable: true,
        description: 'The card or bank account the first premium was charged to (named in the confirmation).',
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const PurchasePolicyInput = builder.inputType('PurchasePolicyInput', {
  fields: (t) => ({
    quoteId: t.id({ required: false, description: 'The term quote bought; or offeringId.' }),
    offeringId: t.id({ required: false, description: 'The accidental-death offering bought; or quoteId.' }),
    acknowledgedDocumentIds: t.idList({
      required: true,
      description:
        'The documents the buyer was shown and agreed to (the Statement of Good Health, the terms).',
    }),
    paymentMethodToken: t.string({
      required: false,
      description: "The card field's token, to pay by card (with nameOnCard); or plaidAccountId.",
    }),
    nameOnCard: t.string({ required: false }),
    plaidAccountId: t.id({
      required: false,
      description:
        'One of the viewer’s linked bank accounts (PlaidItem.accounts), to pay the first premium by ACH: the ' +
        'policy is issued when the debit settles, up to 5 business days later.',
    }),
    debitAuthorizationVersion: t.string({
      required: false,
      description: 'With plaidAccountId: the version of the debit authorization the buyer accepted.',
    }),
  }),
});

builder.mutationField('purchasePolicy', (t) =>
  t.field({
    type: PurchasePolicyPayloadRef,
    description:
      'Buys a policy in one call: accepts the offer, signs the purchase, and pays its first premium with the ' +
      'tokenised card (issued at once) or from a linked bank account (issued when the debit settles). Safe to send again after a decline or a lost answer: it never charges twice.',
    args: { input: t.arg({ type: PurchasePolicyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer, ip, userAgent }) => {
      const offer =
        input.quoteId && !input.offeringId
          ? { quoteId: String(input.quoteId) }
          : input.offeringId && !input.quoteId
            ? { offeringId: String(input.offeringId) }
            : null;
      if (!offer) {
        const message = 'Choose one offer to buy: a quote or an offering.';
        return payloadOf(refusal('VALIDATION_FAILED', message, [{ field: 'quoteId', message }]));
      }
      const byBank = input.plaidAccountId != null;
      if (byBank === (input.paymentMethodToken != null)) {
        const message = 'Choose one way to pay: a card or a bank account.';
        return payloadOf(refusal('VALIDATION_FAILED', message, [{ field: 'paymentMethodToken', message }]));
      }
      return payloadOf(
        await services.purchase.purchasePolicy(await viewer(), {
          offer,
          acknowledgedDocumentIds: input.acknowledgedDocumentIds.map(String),
          payment: byBank
            ? {
                bankAccount: {
                  plaidAccountId: String(input.plaidAccountId),
                  authorizationVersion: input.debitAuthorizationVersion ?? null,
                  ipAddress: ip,
                  userAgent,
                },
              }
            : { card: { paymentMethodToken: input.paymentMethodToken!, nameOnCard: input.nameOnCard ?? '' } },
        }),
      );
    },
  }),
);
