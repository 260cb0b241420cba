// GraphQL shapes of the applicant profile, used by the Profile type (accounts.graphql.ts).
import { builder } from '../../graphql/builder.ts';
import { CountryRef } from '../reference/reference.graphql.ts';
import type { AddressView } from './profile.views.ts';

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
