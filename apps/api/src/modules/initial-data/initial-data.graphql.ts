import { builder } from '../../graphql/base/builder.ts';
import { EmailRef, PhoneNumberRef, UserRef } from '../accounts/accounts.graphql.ts';
import { ConstellationRef } from '../memberships/memberships.graphql.ts';
import { ProfileRef } from '../profile/profile.graphql.ts';
import { FeatureFlagRef, StateRef } from '../reference/reference.graphql.ts';
import type { PreVerifiedInitialData, VerifiedInitialData } from './initial-data.service.ts';

const PreVerifiedInitialDataRef = builder
  .objectRef<PreVerifiedInitialData>('PreVerifiedInitialData')
  .implement({
    description: 'What the client loads once signed in, before the session is verified.',
    fields: (t) => ({
      currentUser: t.expose('currentUser', { type: UserRef }),
      emails: t.expose('emails', { type: [EmailRef] }),
      activeEmail: t.expose('activeEmail', { type: EmailRef, nullable: true }),
      phoneNumbers: t.expose('phoneNumbers', { type: [PhoneNumberRef] }),
      activePhoneNumber: t.expose('activePhoneNumber', { type: PhoneNumberRef, nullable: true }),
      globalFeatureFlags: t.expose('globalFeatureFlags', { type: [FeatureFlagRef] }),
      states: t.expose('states', { type: [StateRef], description: 'The states of the US, by name.' }),
    }),
  });

const VerifiedInitialDataRef = builder.objectRef<VerifiedInitialData>('VerifiedInitialData').implement({
  description: 'What the client loads once the session is verified.',
  fields: (t) => ({
    profile: t.expose('profile', { type: ProfileRef }),
    constellations: t.expose('constellations', { type: [ConstellationRef] }),
  }),
});

builder.queryFields((t) => ({
  fetchPreVerifiedInitialData: t.field({
    type: PreVerifiedInitialDataRef,
    description: 'Signed in (identified): the user, contacts, feature flags and US states in one call.',
    resolve: async (_root, _args, { services, viewer }) => services.initialData.preVerified(await viewer()),
  }),
  fetchVerifiedInitialData: t.field({
    type: VerifiedInitialDataRef,
    description: 'Verified session: the profile and the constellations with their memberships.',
    resolve: async (_root, _args, { services, viewer }) => services.initialData.verified(await viewer()),
  }),
}));
