import { mapResult } from '@wysh/domain/result';
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, valueOf, type UserErrorShape } from '../../graphql/base/user-error.ts';
import type { AddressSuggestion, StandardAddress } from './address-provider.ts';

const AddressSuggestionRef = builder.objectRef<AddressSuggestion>('AddressSuggestion').implement({
  description:
    'A US address the provider knows; with entries > 1, a building whose units a selection expands.',
  fields: (t) => ({
    streetLine: t.exposeString('streetLine'),
    secondary: t.exposeString('secondary', {
      description:
        'The unit ("Apt 4"), or for a building its units\' designator ("Apt"); empty for a single home.',
    }),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'USPS code.' }),
    zipcode: t.exposeString('zipcode'),
    entries: t.exposeInt('entries', { description: 'How many units the suggestion stands for.' }),
  }),
});

const VerifiedAddressRef = builder.objectRef<StandardAddress>('VerifiedAddress').implement({
  description: 'An address as the provider standardised it.',
  fields: (t) => ({
    street1: t.exposeString('street1'),
    street2: t.exposeString('street2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
  }),
});

const VerifyAddressPayloadRef = builder
  .objectRef<{ address?: StandardAddress | null; error?: UserErrorShape | null }>('VerifyAddressPayload')
  .implement({
    fields: (t) => ({
      address: t.expose('address', { type: VerifiedAddressRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const AddressSuggestionInput = builder.inputType('AddressSuggestionInput', {
  fields: (t) => ({
    streetLine: t.string({ required: true }),
    secondary: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zipcode: t.string({ required: true }),
  }),
});

const AddressSuggestionsInput = builder.inputType('AddressSuggestionsInput', {
  fields: (t) => ({
    search: t.string({ required: true, description: 'Fewer than 3 characters answers no suggestions.' }),
    preferState: t.string({ description: "USPS code: that state's matches come first." }),
    selected: t.field({
      type: AddressSuggestionInput,
      description: 'A suggestion with entries > 1, to expand into its units.',
    }),
  }),
});

const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    street1: t.string({ required: true }),
    street2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    postalCode: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  addressSuggestions: t.field({
    type: [AddressSuggestionRef],
    description: 'Street suggestions for what was typed: at most 6, the preferred state first.',
    args: { input: t.arg({ type: AddressSuggestionsInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      valueOf(await services.addresses.suggestions(await viewer(), input)),
  }),
  verifyAddress: t.field({
    type: VerifyAddressPayloadRef,
    description:
      'Checks that an address exists and answers it standardised (eligibility is not judged here).',
    args: { input: t.arg({ type: AddressInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        mapResult(await services.addresses.verify(await viewer(), input), (address) => ({ address })),
      ),
  }),
}));
