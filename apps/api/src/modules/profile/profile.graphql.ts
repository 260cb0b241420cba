// The GraphQL Profile (spec 001 §3.3): the type, the `profile` query and the `updateProfile` mutation.
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { EmailRef, PhoneNumberRef } from '../accounts/accounts.graphql.ts';
import { CountryRef } from '../reference/reference.graphql.ts';
import type { AddressView, ProfileView } from './profile.views.ts';

export const GenderRef = builder.enumType('Gender', {
  values: { MALE: { value: 'male' }, FEMALE: { value: 'female' } } as const,
});

export const ActiveAddressRef = builder.objectRef<AddressView>('ActiveAddress').implement({
  description: "The user's primary residence.",
  fields: (t) => ({
    street1: t.exposeString('street1'),
    street2: t.exposeString('street2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'USPS code, e.g. "OH".' }),
    postalCode: t.exposeString('postalCode'),
    formattedDisplay: t.exposeString('formattedDisplay', {
      description: 'One line: "100 Main St, Apt 2, Columbus, OH 43215".',
    }),
    country: t.expose('country', { type: CountryRef, nullable: true }),
  }),
});

export const ProfileRef = builder.objectRef<ProfileView>('Profile').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    middleName: t.exposeString('middleName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    suffix: t.exposeString('suffix', { nullable: true }),
    emails: t.expose('emails', { type: [EmailRef] }),
    activeEmail: t.expose('activeEmail', { type: EmailRef, nullable: true }),
    pendingEmail: t.expose('pendingEmail', { type: EmailRef, nullable: true }),
    phoneNumbers: t.expose('phoneNumbers', { type: [PhoneNumberRef] }),
    activePhoneNumber: t.expose('activePhoneNumber', { type: PhoneNumberRef, nullable: true }),
    birthdate: t.exposeString('birthdate', { nullable: true, description: 'A calendar date, yyyy-MM-dd.' }),
    gender: t.expose('gender', { type: GenderRef, nullable: true }),
    age: t.exposeInt('age', { nullable: true, description: "Whole years on the server's today." }),
    activeAddress: t.expose('activeAddress', { type: ActiveAddressRef, nullable: true }),
    taxIdSet: t.exposeBoolean('taxIdSet', {
      description: 'Whether a Social Security number is on file (the number itself is never sent).',
    }),
  }),
});

const UpdateProfilePayload = builder
  .objectRef<Payload<{ profile?: ProfileView }>>('UpdateProfilePayload')
  .implement({
    fields: (t) => ({
      profile: t.expose('profile', { type: ProfileRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstName: t.string(),
    middleName: t.string(),
    lastName: t.string(),
    suffix: t.string(),
  }),
});

builder.queryFields((t) => ({
  profile: t.field({
    type: ProfileRef,
    description: "The signed-in user's profile.",
    resolve: async (_root, _args, { services, viewer }) => services.profile.profile(await viewer()),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfilePayload,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.profile.updateProfile(await viewer(), input)),
  }),
}));
