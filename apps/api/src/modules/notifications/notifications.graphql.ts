import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import type { InAppMessageView, NotificationMetadata, NotificationView } from './notifications.service.ts';

/** Each kind's fields, null where a kind has none. */
const field = <K extends string>(metadata: NotificationMetadata, key: K) =>
  key in metadata ? ((metadata as Record<K, unknown>)[key] as never) : null;

const NotificationMetadataRef = builder.objectRef<NotificationMetadata>('NotificationMetadata').implement({
  fields: (t) => ({
    type: t.exposeString('type', {
      description: 'manual_underwriting_decision, payment_failed, policy_lapsed or in_app',
    }),
    result: t.string({
      nullable: true,
      description: 'manual_underwriting_decision: accepted or rejected.',
      resolve: (metadata) => field(metadata, 'result'),
    }),
    insuranceApplicationId: t.id({
      nullable: true,
      resolve: (metadata) => field(metadata, 'insuranceApplicationId'),
    }),
    policyId: t.id({
      nullable: true,
      description:
        'policy_lapsed: the policy; manual_underwriting_decision: the policy in force whose change (more cover, a ' +
        'longer term) was decided (it keeps its cover if rejected), null for an application for a new policy.',
      resolve: (metadata) => field(metadata, 'policyId'),
    }),
    invoiceId: t.id({ nullable: true, resolve: (metadata) => field(metadata, 'invoiceId') }),
    amount: t.field({
      type: 'Cents',
      nullable: true,
      description: 'payment_failed: the amount declined.',
      resolve: (metadata) => field(metadata, 'amount'),
    }),
    card: t.string({
      nullable: true,
      description:
        'payment_failed: the card, e.g. "Visa ending in 0341", or the bank account, e.g. "First Platypus Bank ' +
        'checking account ending in 0000".',
      resolve: (metadata) => field(metadata, 'card'),
    }),
    returnCode: t.string({
      nullable: true,
      description: 'payment_failed: the NACHA return code when the bank returned a debit (R01, R10...).',
      resolve: (metadata) => field(metadata, 'returnCode'),
    }),
    lapsesAt: t.string({
      nullable: true,
      description: 'yyyy-MM-dd: the last day of cover unless paid (payment_failed), or the day it ended.',
      resolve: (metadata) => field(metadata, 'lapsesAt'),
    }),
  }),
});

export const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    read: t.exposeBoolean('read'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    metadata: t.expose('metadata', { type: NotificationMetadataRef }),
  }),
});

const UpdateNotificationPayloadRef = builder
  .objectRef<Partial<{ notification: NotificationView }> & { error?: UserErrorShape | null }>(
    'UpdateNotificationPayload',
  )
  .implement({
    fields: (t) => ({
      notification: t.expose('notification', { type: NotificationRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const UpdateNotificationInput = builder.inputType('UpdateNotificationInput', {
  fields: (t) => ({
    notificationId: t.id({ required: true }),
    read: t.boolean({ required: false, defaultValue: true }),
  }),
});

const InAppLinkRef = builder.objectRef<{ label: string; href: string }>('InAppMessageLink').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    href: t.exposeString('href', { description: 'A path in the app.' }),
  }),
});

const InAppMessageRef = builder.objectRef<InAppMessageView>('InAppMessage').implement({
  description: 'A message the app shows as a toast (spec 001 §3.1 kinds), until the person dismisses it.',
  fields: (t) => ({
    id: t.exposeID('id', {
      description: 'The notification it is: dismissing it is updateNotification(read).',
    }),
    kind: t.exposeString('kind', {
      description: 'default, email, payment, promo, link, wysh, beneficiary or manual_underwriting_decision.',
    }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    link: t.expose('link', { type: InAppLinkRef, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  inAppMessages: t.field({
    type: [InAppMessageRef],
    description: "The signed-in person's in-app messages not yet dismissed, newest first (three at most).",
    resolve: async (_root, _args, { services, viewer }) =>
      services.notifications.inAppMessages(await viewer()),
  }),
  notifications: t.field({
    type: [NotificationRef],
    description: "The signed-in person's notifications, newest first.",
    resolve: async (_root, _args, { services, viewer }) => services.notifications.list(await viewer()),
  }),
}));

builder.mutationFields((t) => ({
  updateNotification: t.field({
    type: UpdateNotificationPayloadRef,
    description: 'Marks one of your notifications read.',
    args: { input: t.arg({ type: UpdateNotificationInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.notifications.update(await viewer(), String(input.notificationId), input.read ?? true),
      ),
  }),
}));
