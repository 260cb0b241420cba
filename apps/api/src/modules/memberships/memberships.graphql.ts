import { DEFAULT_LINE_OF_BUSINESS } from '@wysh/domain/lines-of-business';
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import { UserRef } from '../accounts/accounts.graphql.ts';
import type { ConstellationView, InsuranceMembershipView } from './memberships.service.ts';

const ConstellationStatus = builder.enumType('ConstellationStatus', {
  values: { ACTIVE: { value: 'active' }, CLOSED: { value: 'closed' } } as const,
});

const CapabilitiesRef = builder
  .objectRef<InsuranceMembershipView['capabilities']>('InsuranceMembershipCapabilities')
  .implement({
    description: 'What the account can do in this membership.',
    fields: (t) => ({
      billing: t.exposeBoolean('billing', { description: 'Has something to bill (a policy).' }),
      termLifeExtension: t.boolean({
        description:
          "May extend a term-life policy up to age 65 today: the viewer's policy in force is in its term's last year " +
          '(Policy.termExtension says when and for how long).',
        resolve: async (_capabilities, _args, { services, viewer }) => {
          const who = await viewer();
          const policy = await services.policies.currentPolicy(who);
          return services.termExtensions.canExtend(who, policy?.id ?? null);
        },
      }),
    }),
  });

export const InsuranceMembershipRef = builder
  .objectRef<InsuranceMembershipView>('InsuranceMembership')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      label: t.exposeString('label'),
      eligibleForCoverage: t.exposeBoolean('eligibleForCoverage'),
      eligibleForUnderwriting: t.exposeBoolean('eligibleForUnderwriting'),
      eligibleForMonitoring: t.exposeBoolean('eligibleForMonitoring'),
      underwritingRequired: t.exposeBoolean('underwritingRequired'),
      capabilities: t.expose('capabilities', { type: CapabilitiesRef }),
    }),
  });

export const ConstellationRef = builder.objectRef<ConstellationView>('Constellation').implement({
  description: "A user's place in one line of business; wysh-insurance carries the insurance membership.",
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    businessSlug: t.exposeString('businessSlug', {
      description: 'The line of business, e.g. wysh-insurance.',
    }),
    status: t.expose('status', { type: ConstellationStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    activeInsuranceMembership: t.expose('activeInsuranceMembership', {
      type: InsuranceMembershipRef,
      nullable: true,
    }),
  }),
});

const SetupUserForNewLineOfBusinessPayload = builder
  .objectRef<{ constellation?: ConstellationView; error?: UserErrorShape | null }>(
    'SetupUserForNewLineOfBusinessPayload',
  )
  .implement({
    fields: (t) => ({
      constellation: t.expose('constellation', { type: ConstellationRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const SetupUserForNewLineOfBusinessInput = builder.inputType('SetupUserForNewLineOfBusinessInput', {
  fields: (t) => ({
    businessSlug: t.string({ required: true, defaultValue: DEFAULT_LINE_OF_BUSINESS }),
    constellationId: t.id({ description: "The caller's constellation in that business, if it knows it." }),
    userId: t.id({ description: "The caller's own id; any other is refused." }),
  }),
});

builder.objectField(UserRef, 'activeConstellations', (t) =>
  t.field({
    type: [ConstellationRef],
    description:
      "The user's constellations, one per line of business: the client learns its constellation id here.",
    resolve: async (user, _args, { services, viewer }) =>
      services.memberships.activeConstellations(await viewer(), user.id),
  }),
);

builder.mutationField('setupUserForNewLineOfBusiness', (t) =>
  t.field({
    type: SetupUserForNewLineOfBusinessPayload,
    description:
      'Gives the signed-in user a constellation (and membership) in a line of business; calling it again answers the same one.',
    args: { input: t.arg({ type: SetupUserForNewLineOfBusinessInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.memberships.setupUserForNewLineOfBusiness(await viewer(), {
          businessSlug: input.businessSlug,
          constellationId: input.constellationId ? String(input.constellationId) : null,
          userId: input.userId ? String(input.userId) : null,
        }),
      ),
  }),
);
