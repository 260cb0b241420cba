// The billing page's GraphQL (spec 001 §3.3 invoicesPastDueBalance and invoicesProcessingAmount, §3.5, §7.6
// activePaymentMethod, createPaymentMethod, createMultiplePayments): the card on file, replacing it, a policy's
// invoice history, what is past due, and pay-now.
import { mapResult } from '@wysh/domain/result';
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { businessDayOf } from '../../shared/clock.ts';
import { DocumentRef } from '../documents/documents.graphql.ts';
import { InsuranceMembershipRef } from '../memberships/memberships.graphql.ts';
import { PolicyRef } from '../policies/policies.graphql.ts';
import type { MultiplePayments, ProcessedPayment } from './billing-page.service.ts';
import type { SavedCard } from './payment-methods.service.ts';
import { InvoiceRef, PaymentMethodRef } from './payments.graphql.ts';
import { paymentMethodView, type PaymentMethodView } from './payments.views.ts';

builder.objectFields(InvoiceRef, (t) => ({
  periodStart: t.exposeString('periodStart', {
    nullable: true,
    description: 'yyyy-MM-dd: the first day of the period the premium pays for.',
  }),
  periodEnd: t.exposeString('periodEnd', {
    nullable: true,
    description: 'yyyy-MM-dd: the last day of that period (inclusive).',
  }),
  dueOn: t.string({
    description: 'yyyy-MM-dd: the day it is due, on the business calendar (US Eastern).',
    resolve: (invoice) => businessDayOf(invoice.dueAt),
  }),
  paidOn: t.string({
    nullable: true,
    description: 'yyyy-MM-dd: the day it was paid in full, on the business calendar (US Eastern).',
    resolve: (invoice) => (invoice.paidAt ? businessDayOf(invoice.paidAt) : null),
  }),
  receipt: t.field({
    type: DocumentRef,
    nullable: true,
    description:
      'The receipt of an invoice paid in full (a PDF and HTML document: the policy, period, amount, day paid, ' +
      'card and insurer); null until it is paid. Read in a verified session.',
    resolve: async (invoice, _args, { services, viewer }) =>
      invoice.status === 'fully_paid' ? services.receipts.receipt(await viewer(), invoice.id) : null,
  }),
}));

builder.objectField(PolicyRef, 'invoices', (t) =>
  t.field({
    type: [InvoiceRef],
    description: "The policy's invoices, newest due first (its billing history).",
    resolve: async (policy, _args, { services, viewer }) =>
      services.billingPage.policyInvoices(await viewer(), policy),
  }),
);

builder.objectFields(InsuranceMembershipRef, (t) => ({
  invoicesPastDueBalance: t.field({
    type: 'Cents',
    description:
      'What is left to pay on the premiums past due (a day after their due date, no payment in flight).',
    resolve: async (_membership, _args, { services, viewer }) =>
      (await services.billingPage.owed(await viewer())).pastDueBalance,
  }),
  invoicesProcessingAmount: t.field({
    type: 'Cents',
    description: 'What is being paid right now: premiums whose payment is in flight.',
    resolve: async (_membership, _args, { services, viewer }) =>
      (await services.billingPage.owed(await viewer())).processingAmount,
  }),
}));

/** A card saved, or refused as it was saved (a decline is an answer: saved false, with the provider's words). */
type CardSaveAnswer = {
  saved: boolean;
  paymentMethod: PaymentMethodView | null;
  message: string | null;
  declineCode: string | null;
};

const answerOf = (saved: SavedCard): CardSaveAnswer =>
  saved.saved
    ? { saved: true, paymentMethod: paymentMethodView(saved.method), message: null, declineCode: null }
    : { saved: false, paymentMethod: null, message: saved.message, declineCode: saved.declineCode };

const CreatePaymentMethodPayloadRef = builder
  .objectRef<Payload<CardSaveAnswer>>('CreatePaymentMethodPayload')
  .implement({
    fields: (t) => ({
      saved: t.exposeBoolean('saved', {
        nullable: true,
        description: 'False when the card provider refused the card as it was saved (message says why).',
      }),
      paymentMethod: t.expose('paymentMethod', {
        type: PaymentMethodRef,
        nullable: true,
        description: 'The new card on file: the next charge uses it.',
      }),
      message: t.exposeString('message', { nullable: true }),
      declineCode: t.exposeString('declineCode', { nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreatePaymentMethodInput = builder.inputType('CreatePaymentMethodInput', {
  fields: (t) => ({
    paymentMethodToken: t.string({
      description:
        "A card's: the card field's token, the card provider's payment method id (the spec's externalId).",
    }),
    nameOnCard: t.string({ description: "A card's: the name on it." }),
    source: t.string({ defaultValue: 'credit_card', description: 'credit_card or bank_account.' }),
    plaidAccountId: t.id({
      description: "A bank account's: the linked account (PlaidItems' plaidAccounts id) to debit by ACH.",
    }),
    debitAuthorizationVersion: t.string({
      description: "A bank account's: the version of the debit authorization its owner agreed to.",
    }),
  }),
});

const ProcessedPaymentRef = builder.objectRef<ProcessedPayment>('ProcessedPayment').implement({
  fields: (t) => ({
    invoiceId: t.exposeID('invoiceId'),
    amount: t.expose('amount', { type: 'Cents' }),
    transactionResult: t.exposeString('transactionResult', { description: 'success, failed or processing.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it failed.' }),
  }),
});

const MultiplePaymentsRef = builder.objectRef<MultiplePayments>('MultiplePayments').implement({
  description: 'The past-due retry result.',
  fields: (t) => ({
    billingAttemptedAmount: t.expose('billingAttemptedAmount', {
      type: 'Cents',
      description: 'What this request tried to charge (invoices paid already are not charged again).',
    }),
    transactionResult: t.exposeString('transactionResult', {
      description: 'Combined: failed if any failed, else processing if any is, else success.',
    }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodRef, nullable: true }),
    processed: t.expose('processed', { type: [ProcessedPaymentRef] }),
  }),
});

const CreateMultiplePaymentsPayloadRef = builder
  .objectRef<Payload<{ payments: MultiplePayments }>>('CreateMultiplePaymentsPayload')
  .implement({
    fields: (t) => ({
      payments: t.expose('payments', { type: MultiplePaymentsRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreateMultiplePaymentsInput = builder.inputType('CreateMultiplePaymentsInput', {
  fields: (t) => ({ invoiceIds: t.idList({ required: true }) }),
});

builder.queryFields((t) => ({
  activePaymentMethod: t.field({
    type: PaymentMethodRef,
    nullable: true,
    description: 'The card on file: the one the next charge uses.',
    resolve: async (_root, _args, { services, viewer }) =>
      services.paymentMethods.activePaymentMethod(await viewer()),
  }),
}));

builder.mutationFields((t) => ({
  createPaymentMethod: t.field({
    type: CreatePaymentMethodPayloadRef,
    description:
      'Saves a tokenised card, or makes a linked bank account (debited by ACH, with the debit authorization its ' +
      'owner agreed to), the method on file: every charge from then on uses it. A card refused as it is saved answers saved false and a message; nothing changes.',
    args: { input: t.arg({ type: CreatePaymentMethodInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer, ip, userAgent }) => {
      if (input.source === 'bank_account')
        return payloadOf(
          mapResult(
            await services.paymentMethods.chooseBankAccount(await viewer(), {
              plaidAccountId: String(input.plaidAccountId ?? ''),
              mandate: { version: input.debitAuthorizationVersion ?? null, ipAddress: ip, userAgent },
            }),
            (method) => answerOf({ saved: true, method }),
          ),
        );
      return payloadOf(
        mapResult(
          await services.paymentMethods.replaceCard(await viewer(), {
            paymentMethodToken: input.paymentMethodToken ?? '',
            nameOnCard: input.nameOnCard,
            source: input.source,
          }),
          answerOf,
        ),
      );
    },
  }),
  createMultiplePayments: t.field({
    type: CreateMultiplePaymentsPayloadRef,
    description:
      "Pays the viewer's past-due premiums now with the card on file, oldest first, each at most once however " +
      'often it is called. A decline is an answer (failed, with its reason), not an error.',
    args: { input: t.arg({ type: CreateMultiplePaymentsInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        mapResult(
          await services.billingPage.payPastDue(await viewer(), { invoiceIds: input.invoiceIds.map(String) }),
          (payments) => ({ payments }),
        ),
      ),
  }),
}));
