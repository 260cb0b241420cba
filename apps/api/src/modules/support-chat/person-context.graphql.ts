// The person's billing state, open cases and recent e-mails as the agent console shows them beside a conversation
// (fields of SupportPersonContext, support-chat.graphql.ts).
import { builder } from '../../graphql/base/builder.ts';
import type { OpenCase, PersonBilling, RecentEmail } from './agent-console.types.ts';

const NextPaymentRef = builder
  .objectRef<NonNullable<PersonBilling['nextPayment']>>('SupportNextPayment')
  .implement({
    description: 'The premium next due, as the policyholder home shows it.',
    fields: (t) => ({
      dueOn: t.exposeString('dueOn', { description: 'yyyy-MM-dd (past, when it is the premium past due).' }),
      amount: t.expose('amount', { type: 'Cents' }),
      estimated: t.exposeBoolean('estimated', {
        description: 'Not invoiced yet: the day it falls due on the billing schedule.',
      }),
    }),
  });

const PastDueRef = builder.objectRef<NonNullable<PersonBilling['pastDue']>>('SupportPastDue').implement({
  description: 'Premiums due and not paid (a declined renewal): the policy is in grace until they are.',
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents', description: 'What is owed on them now.' }),
    invoices: t.exposeInt('invoices'),
    lapsesOn: t.exposeString('lapsesOn', {
      nullable: true,
      description: 'In grace: the last day of cover unless paid (yyyy-MM-dd); null until the notice sets it.',
    }),
  }),
});

const PaymentMethodKindEnum = builder.enumType('SupportPaymentMethodKind', {
  values: { CARD: { value: 'card' }, BANK_ACCOUNT: { value: 'bank_account' } } as const,
});

const PaymentMethodRef = builder
  .objectRef<NonNullable<PersonBilling['paymentMethod']>>('SupportPaymentMethod')
  .implement({
    description: 'The payment method the next charge uses.',
    fields: (t) => ({
      kind: t.field({ type: PaymentMethodKindEnum, resolve: (method) => method.kind }),
      description: t.exposeString('description', {
        description: '"Visa ending in 4242" or "First Platypus Bank checking account ending in 0000".',
      }),
      debitsStopped: t.exposeBoolean('debitsStopped', {
        description: 'A bank account the bank returned a debit from: not debited until another is chosen.',
      }),
    }),
  });

export const PersonBillingRef = builder.objectRef<PersonBilling>('SupportBillingState').implement({
  description: 'The person’s billing, read-only, for customer service.',
  fields: (t) => ({
    nextPayment: t.expose('nextPayment', { type: NextPaymentRef, nullable: true }),
    pastDue: t.expose('pastDue', {
      type: PastDueRef,
      nullable: true,
      description: 'Null when nothing is past due.',
    }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodRef, nullable: true }),
  }),
});

const OpenCaseKindEnum = builder.enumType('SupportOpenCaseKind', {
  values: {
    UNDERWRITING_CASE: {
      value: 'underwriting_case',
      description: 'An application waiting for an underwriter.',
    },
    COVER_INCREASE: { value: 'cover_increase', description: 'A request for more cover.' },
    TERM_EXTENSION: { value: 'term_extension', description: 'A request to extend the term to age 65.' },
    REINSTATEMENT: { value: 'reinstatement', description: 'A lapsed policy’s reinstatement request.' },
    SUPPORT_FOLLOW_UP: { value: 'support_follow_up', description: 'A question left for our e-mail reply.' },
  } as const,
});

export const OpenCaseRef = builder.objectRef<OpenCase>('SupportOpenCase').implement({
  description: 'Something under way for the person, not yet decided or accepted.',
  fields: (t) => ({
    kind: t.field({ type: OpenCaseKindEnum, resolve: (open) => open.kind }),
    status: t.exposeString('status', {
      description:
        'Its module’s status: open (a case), underwriting, referred or offered (a change or a reinstatement), ' +
        'follow_up.',
    }),
    since: t.expose('since', { type: 'DateTime', description: 'When it was opened or asked for.' }),
  }),
});

export const RecentEmailRef = builder.objectRef<RecentEmail>('SupportSentEmail').implement({
  description: 'An e-mail we sent the person, from the communications log (no body is kept).',
  fields: (t) => ({
    subject: t.exposeString('subject'),
    to: t.exposeString('to'),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
  }),
});
