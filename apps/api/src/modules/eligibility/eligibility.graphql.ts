import { builder } from '../../graphql/base/builder.ts';

const UserIneligibleReasonsRef = builder
  .objectRef<{ ineligibleCoverageReasons: string[] }>('UserIneligibleReasons')
  .implement({
    fields: (t) => ({
      ineligibleCoverageReasons: t.exposeStringList('ineligibleCoverageReasons', {
        description:
          'Why the user cannot be covered now: age_of_insured, state_of_residence (empty: eligible).',
      }),
    }),
  });

builder.queryFields((t) => ({
  userIneligibleReasons: t.field({
    type: UserIneligibleReasonsRef,
    description: "Reasons from the signed-in user's saved profile.",
    resolve: async (_root, _args, { services, viewer }) =>
      services.eligibility.userIneligibleReasons(await viewer()),
  }),
  ineligibleReasons: t.stringList({
    description: 'The catalogue of ineligibility reasons, in the order they are shown (age first).',
    resolve: (_root, _args, { services }) => services.eligibility.ineligibleReasons(),
  }),
  productAvailableInState: t.boolean({
    description: 'Whether a product of a business is sold in a state (stateId: the id of States(countryId)).',
    args: {
      businessSlug: t.arg.string({ required: true }),
      productSlug: t.arg.string({ required: true }),
      stateId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, { services }) =>
      services.eligibility.productAvailableInState({ ...args, stateId: String(args.stateId) }),
  }),
}));
