import { builder } from '../../graphql/base/builder.ts';
import { UserRef } from '../accounts/accounts.graphql.ts';

builder.objectField(UserRef, 'roles', (t) =>
  t.stringList({
    description:
      "The user's staff roles (underwriter, support, operations), granted with `npm run grant-role`.",
    resolve: async (user, _args, { services }) => services.roles.rolesOf(user.id),
  }),
);
