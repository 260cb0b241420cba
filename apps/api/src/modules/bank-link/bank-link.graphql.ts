// Bank linking's GraphQL (spec 001 §3.3 Constellation plaidItems, §3.5 bank-link item and bank account, §7.6
// plaidGenerateLinkToken, plaidExchangePublicToken, initiatePlaidUpdate, confirmPlaidUpdate, unlinkPlaidItem,
// PlaidItems). Resolvers only delegate; the service checks the owner of every Item.
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, SuccessPayloadRef, UserErrorRef } from '../../graphql/base/user-error.ts';
import { ConstellationRef } from '../memberships/memberships.graphql.ts';
import type { PlaidAccountView, PlaidItemView } from './bank-link.views.ts';

const PlaidAccountRef = builder.objectRef<PlaidAccountView>('PlaidAccount').implement({
  description: 'A bank account picked at a linked bank: its name, mask and type; never its number.',
  fields: (t) => ({
    id: t.exposeID('id'),
    externalId: t.exposeString('externalId', { description: "The bank-link provider's account id." }),
    name: t.exposeString('name'),
    mask: t.exposeString('mask', { nullable: true, description: 'The last digits the bank shows (0000).' }),
    accountType: t.exposeString('accountType', { description: 'depository, credit...' }),
    subtype: t.exposeString('subtype', { nullable: true, description: 'checking, savings...' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PlaidInstitutionRef = builder.objectRef<PlaidItemView['institution']>('PlaidInstitution').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
  }),
});

const PlaidItemStatusEnum = builder.enumType('PlaidItemStatus', {
  values: {
    good: { description: 'The bank login works.' },
    login_required: {
      description:
        'The bank asks the person to sign in again (initiatePlaidUpdate, then confirmPlaidUpdate).',
    },
  },
});

const PlaidItemRef = builder.objectRef<PlaidItemView>('PlaidItem').implement({
  description:
    'A bank linked through the bank-link provider (one sign-in at one bank) and the accounts picked there.',
  fields: (t) => ({
    id: t.exposeID('id'),
    externalId: t.exposeString('externalId', { description: "The bank-link provider's item id." }),
    status: t.field({ type: PlaidItemStatusEnum, resolve: (item) => item.status }),
    plaidInstitution: t.field({ type: PlaidInstitutionRef, resolve: (item) => item.institution }),
    plaidAccounts: t.field({ type: [PlaidAccountRef], resolve: (item) => item.accounts }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LinkTokenPayloadRef = builder
  .objectRef<Payload<{ linkToken: string; expiration: Date }> & { success: boolean }>('PlaidLinkTokenPayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      linkToken: t.exposeString('linkToken', {
        nullable: true,
        description: "Opens Link (the sandbox's or the provider's).",
      }),
      expiration: t.expose('expiration', { type: 'DateTime', nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const ExchangePayloadRef = builder
  .objectRef<Payload<{ plaidItem: PlaidItemView; plaidAccount: PlaidAccountView }> & { success: boolean }>(
    'PlaidExchangePublicTokenPayload',
  )
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      plaidAccount: t.expose('plaidAccount', { type: PlaidAccountRef, nullable: true }),
      plaidItem: t.expose('plaidItem', { type: PlaidItemRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const ConfirmUpdatePayloadRef = builder
  .objectRef<Payload<{ plaidItem: PlaidItemView }> & { success: boolean }>('ConfirmPlaidUpdatePayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      plaidItem: t.expose('plaidItem', { type: PlaidItemRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const ExchangeInput = builder.inputType('PlaidExchangePublicTokenInput', {
  fields: (t) => ({
    publicToken: t.string({ required: true, description: "Link's onSuccess public_token." }),
    bankAccountId: t.string({
      required: true,
      description: 'The id of the account picked in Link (onSuccess metadata).',
    }),
    lineOfBusiness: t.string({ defaultValue: 'wysh-insurance' }),
  }),
});

const PlaidItemInput = builder.inputType('PlaidItemInput', {
  fields: (t) => ({ plaidItemId: t.id({ required: true }) }),
});

const LinkPurposeEnum = builder.enumType('PlaidLinkPurpose', {
  values: {
    payments: { description: 'Paying premiums: Link offers checking and savings accounts (the default).' },
    monitoring: { description: 'A wysh that follows a loan: Link offers mortgages, student and auto loans.' },
  },
});

builder.queryFields((t) => ({
  plaidItems: t.field({
    type: [PlaidItemRef],
    description: "The viewer's linked banks with their accounts, each one's login checked with the bank.",
    resolve: async (_root, _args, { services, viewer }) => services.bankLink.plaidItems(await viewer()),
  }),
}));

builder.objectField(ConstellationRef, 'plaidItems', (t) =>
  t.field({
    type: [PlaidItemRef],
    description: "The viewer's linked banks (as the query plaidItems).",
    resolve: async (_constellation, _args, { services, viewer }) =>
      services.bankLink.plaidItems(await viewer()),
  }),
);

builder.mutationFields((t) => ({
  plaidGenerateLinkToken: t.field({
    type: LinkTokenPayloadRef,
    description: 'A link token to open Link and link a new bank.',
    args: { purpose: t.arg({ type: LinkPurposeEnum, required: false }) },
    resolve: async (_root, { purpose }, { services, viewer }) =>
      payloadOf(await services.bankLink.generateLinkToken(await viewer(), purpose ?? 'payments')),
  }),
  plaidExchangePublicToken: t.field({
    type: ExchangePayloadRef,
    description: "Keeps the bank Link linked and the account picked there (Link's onSuccess).",
    args: { input: t.arg({ type: ExchangeInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.bankLink.exchangePublicToken(await viewer(), {
          publicToken: input.publicToken,
          bankAccountId: input.bankAccountId,
        }),
      ),
  }),
  initiatePlaidUpdate: t.field({
    type: LinkTokenPayloadRef,
    description: 'A link token in update mode: the person signs in to the bank again.',
    args: { input: t.arg({ type: PlaidItemInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.bankLink.initiateUpdate(await viewer(), String(input.plaidItemId))),
  }),
  confirmPlaidUpdate: t.field({
    type: ConfirmUpdatePayloadRef,
    description: 'After update mode: checks with the bank that the login works again.',
    args: { input: t.arg({ type: PlaidItemInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.bankLink.confirmUpdate(await viewer(), String(input.plaidItemId))),
  }),
  unlinkPlaidItem: t.field({
    type: SuccessPayloadRef,
    description: 'Unlinks the bank: removed at the bank-link provider, never listed or used again.',
    args: { input: t.arg({ type: PlaidItemInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.bankLink.unlink(await viewer(), String(input.plaidItemId))),
  }),
}));
