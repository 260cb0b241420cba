import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { InvoiceView, PayInvoiceOutcome, PaymentMethodView, PaymentView } from './payments.views.ts';

export const InvoiceRef = builder.objectRef<InvoiceView>('Invoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    policyId: t.exposeID('policyId'),
    kind: t.exposeString('kind', { description: 'first_premium (paying it issues the policy) or premium.' }),
    amount: t.expose('amount', { type: 'Cents' }),
    balance: t.expose('balance', { type: 'Cents', description: 'What is left to pay.' }),
    status: t.exposeString('status', {
      description: 'created, short_paid, failed, retryable, fully_paid or void.',
    }),
    dueAt: t.expose('dueAt', { type: 'DateTime' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    pastDue: t.exposeBoolean('pastDue'),
  }),
});

const CardRef = builder.objectRef<PaymentMethodView>('PaymentCard').implement({
  fields: (t) => ({
    brand: t.string({ resolve: (card) => card.brand ?? '' }),
    last4: t.exposeString('last4'),
    expMonth: t.int({ resolve: (card) => card.expMonth ?? 0 }),
    expYear: t.int({ resolve: (card) => card.expYear ?? 0 }),
  }),
});

const BankAccountMethodRef = builder.objectRef<PaymentMethodView>('PaymentBankAccount').implement({
  description: 'A linked bank account debited by ACH: its bank, type and mask (never its numbers).',
  fields: (t) => ({
    bankName: t.string({ resolve: (method) => method.bankName ?? '' }),
    accountType: t.exposeString('accountType', { nullable: true, description: 'checking or savings.' }),
    mask: t.exposeString('last4'),
    plaidAccountId: t.exposeID('plaidAccountId', {
      nullable: true,
      description: "The linked account it debits (PlaidItems' plaidAccounts id).",
    }),
    debitsStoppedCode: t.exposeString('debitsStoppedCode', {
      nullable: true,
      description:
        'The NACHA return code that stopped debits from this account (anything but R01 and R09): nothing is ' +
        'debited from it until another method is chosen. Null: debits go on.',
    }),
  }),
});

export const PaymentMethodRef = builder.objectRef<PaymentMethodView>('PaymentMethod').implement({
  description:
    'A saved way to pay: a card (the provider keeps the number; we keep its brand, last four digits and expiry) ' +
    'or a linked bank account (its bank, type and mask).',
  fields: (t) => ({
    id: t.exposeID('id'),
    source: t.exposeString('source', { description: 'credit_card or bank_account.' }),
    status: t.exposeString('status'),
    name: t.exposeString('name'),
    mask: t.exposeString('last4'),
    description: t.exposeString('description', {
      description: '"Visa ending in 4242" or "First Platypus Bank checking account ending in 0000".',
    }),
    card: t.field({
      type: CardRef,
      nullable: true,
      resolve: (method) => (method.source === 'credit_card' ? method : null),
    }),
    bankAccount: t.field({
      type: BankAccountMethodRef,
      nullable: true,
      resolve: (method) => (method.source === 'bank_account' ? method : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PaymentRef = builder.objectRef<PaymentView>('Payment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', {
      description: 'pending, processing (a bank debit in flight), succeeded, failed or returned.',
    }),
    amount: t.expose('amount', { type: 'Cents' }),
    attempt: t.exposeInt('attempt'),
    failureCode: t.exposeString('failureCode', { nullable: true }),
    returnCode: t.exposeString('returnCode', {
      nullable: true,
      description:
        "A bank debit's NACHA return code (R01, R10...) when its bank returned it or it failed to settle.",
    }),
    paymentMethod: t.field({
      type: PaymentMethodRef,
      nullable: true,
      description: 'The card or bank account it was charged to (the viewer’s own).',
      resolve: async (payment, _args, { services, viewer }) =>
        services.paymentMethods.paymentMethod(await viewer(), payment.paymentMethodId),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const PayInvoicePayloadRef = builder.objectRef<Payload<PayInvoiceOutcome>>('PayInvoicePayload').implement({
  fields: (t) => ({
    transactionResult: t.exposeString('transactionResult', {
      nullable: true,
      description:
        'success, failed (declined: try another card) or processing (the outcome is not yet known).',
    }),
    message: t.exposeString('message', { nullable: true }),
    declineCode: t.exposeString('declineCode', { nullable: true }),
    invoice: t.expose('invoice', { type: InvoiceRef, nullable: true }),
    payment: t.expose('payment', { type: PaymentRef, nullable: true }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodRef, nullable: true }),
    error: t.expose('error', { type: UserErrorRef, nullable: true }),
  }),
});

const PayInvoiceInput = builder.inputType('PayInvoiceInput', {
  fields: (t) => ({
    invoiceId: t.id({ required: true }),
    purchasePolicy: t.boolean({
      defaultValue: false,
      description:
        'True when paying buys the policy (its first premium); a first premium is refused without it, and any other invoice with it.',
    }),
    paymentMethodToken: t.string({
      description: "The card field's token (the provider's payment method id); absent: the saved card.",
    }),
    nameOnCard: t.string(),
  }),
});

builder.queryFields((t) => ({
  userInvoices: t.field({
    type: [InvoiceRef],
    resolve: async (_root, _args, { services, viewer }) => services.billing.userInvoices(await viewer()),
  }),
  userInvoice: t.field({
    type: InvoiceRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      services.billing.userInvoice(await viewer(), String(args.id)),
  }),
  latestPayableInvoice: t.field({
    type: InvoiceRef,
    nullable: true,
    resolve: async (_root, _args, { services, viewer }) =>
      services.billing.latestPayableInvoice(await viewer()),
  }),
  paymentMethods: t.field({
    type: [PaymentMethodRef],
    resolve: async (_root, _args, { services, viewer }) =>
      services.paymentMethods.paymentMethods(await viewer()),
  }),
}));

builder.mutationFields((t) => ({
  payInvoice: t.field({
    type: PayInvoicePayloadRef,
    description:
      'Charges the invoice once (with the tokenised card when given). A decline answers transactionResult ' +
      '"failed"; calling again after a crash or at the same time never charges twice.',
    args: { input: t.arg({ type: PayInvoiceInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.collection.payInvoice(await viewer(), {
          invoiceId: String(input.invoiceId),
          purchasePolicy: input.purchasePolicy,
          paymentMethodToken: input.paymentMethodToken,
          nameOnCard: input.nameOnCard,
        }),
      ),
  }),
}));

builder.objectField(InvoiceRef, 'payments', (t) =>
  t.field({
    type: [PaymentRef],
    description: 'Every charge tried on the invoice, oldest first.',
    resolve: async (invoice, _args, { services, viewer }) =>
      services.collection.invoicePayments(await viewer(), invoice.id),
  }),
);
