import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import { TokenSetRef } from '../accounts/accounts.graphql.ts';
import type { TokenSetView } from '../accounts/accounts.views.ts';
import type { LoginTokenPurpose } from './login-tokens.ts';

const LoginTokenPurposeEnum = builder.enumType('LoginTokenPurpose', {
  description: 'What a login token (from a link in an e-mail) is for; the link leads to the matching page.',
  values: {
    LOGIN: { value: 'login' },
    QUOTE_REVIEW: { value: 'quote_review' },
    POLICY_REINSTATEMENT: { value: 'policy_reinstatement' },
    REINSTATEMENT_QUOTE_REVIEW: { value: 'reinstatement_quote_review' },
  } as const,
});

const ExchangeLoginTokenPayload = builder
  .objectRef<{ token?: TokenSetView; purpose?: LoginTokenPurpose; error?: UserErrorShape | null }>(
    'ExchangeLoginTokenPayload',
  )
  .implement({
    fields: (t) => ({
      token: t.expose('token', { type: TokenSetRef, nullable: true, description: 'An identified session.' }),
      purpose: t.expose('purpose', { type: LoginTokenPurposeEnum, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const ExchangeLoginTokenInput = builder.inputType('ExchangeLoginTokenInput', {
  fields: (t) => ({
    loginToken: t.string({ required: true }),
    purpose: t.field({
      type: LoginTokenPurposeEnum,
      description:
        'The purpose the link claims; a token meant for another is refused (TOKEN_PURPOSE_MISMATCH).',
    }),
  }),
});

builder.mutationField('exchangeLoginToken', (t) =>
  t.field({
    type: ExchangeLoginTokenPayload,
    description: 'Signs in (identified) with the single-use login token of an e-mailed link.',
    args: { input: t.arg({ type: ExchangeLoginTokenInput, required: true }) },
    resolve: async (_root, { input }, { services, ip }) =>
      payloadOf(
        await services.loginTokens.exchange({ loginToken: input.loginToken, purpose: input.purpose }, { ip }),
      ),
  }),
);
