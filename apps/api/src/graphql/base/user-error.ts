// Expected failures are results, not exceptions: a payload carries `error` with a stable code, a sentence for
// people and the fields it concerns, which the web app maps onto its form fields.
import type { FieldError, UserErrorShape } from '../../shared/user-error.ts';
import { builder } from './builder.ts';

export type { UserErrorShape };
export { payloadOf, valueOf } from './payload.ts';

export const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

export const UserErrorRef = builder.objectRef<UserErrorShape>('UserError').implement({
  description:
    'A failure the user can act on: a stable code, a sentence for people, and the fields it concerns.',
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        "Stable, never renamed: the spec's error catalogue's word (TOKEN_INVALID) or, for failures named since, " +
        'the area and the failure (BILLING.CARD_DECLINED, POLICY.NOT_IN_GRACE). A string: an enum could not ' +
        'hold the dot.',
    }),
    message: t.exposeString('message'),
    fields: t.expose('fields', { type: [FieldErrorRef] }),
  }),
});

export const SuccessPayloadRef = builder
  .objectRef<{ success: boolean; error?: UserErrorShape | null }>('SuccessPayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });
