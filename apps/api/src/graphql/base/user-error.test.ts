// UserError carries a module's code as the module named it: a namespaced code ('BILLING.CARD_DECLINED', the
// policy lifecycle's 'POLICY.NOT_IN_GRACE') keeps its dot through the schema. Vitest gives each test file its
// own modules, so the fields this file adds to the builder never reach the served schema.
import { transition } from '@wysh/domain/policies/policy-lifecycle';
import { ok } from '@wysh/domain/result';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../shared/user-error.ts';
import { builder } from './builder.ts';
import { payloadOf, SuccessPayloadRef, valueOf } from './user-error.ts';

builder.queryField('declinedCharge', (t) =>
  t.field({
    type: SuccessPayloadRef,
    resolve: () =>
      payloadOf(
        refusal('BILLING.CARD_DECLINED', 'Your card was declined.', [
          { field: 'card', message: 'Try another card.' },
        ]),
      ),
  }),
);

builder.queryField('policyNumber', (t) =>
  t.string({ resolve: () => valueOf<string>(refusal('POLICY.NOT_FOUND', 'No such policy.')) }),
);

builder.mutationField('cureActivePolicy', (t) =>
  t.field({
    type: SuccessPayloadRef,
    resolve: () => {
      const moved = transition({ status: 'active' }, { type: 'cure' });
      return payloadOf(moved.ok ? ok() : refusal(moved.error.code, moved.error.message));
    },
  }),
);

const schema = builder.toSchema();
const run = (source: string) => graphql({ schema, source });
const PAYLOAD = '{ success error { code message fields { field message } } }';

describe('UserError with a namespaced code', () => {
  it("answers a module's BILLING.* code in the payload's error, dot and all", async () => {
    expect(await run(`{ declinedCharge ${PAYLOAD} }`)).toEqual({
      data: {
        declinedCharge: {
          success: false,
          error: {
            code: 'BILLING.CARD_DECLINED',
            message: 'Your card was declined.',
            fields: [{ field: 'card', message: 'Try another card.' }],
          },
        },
      },
    });
  });

  it("answers the domain lifecycle's POLICY.* refusal passed up by a mutation unchanged", async () => {
    const result = await run(`mutation { cureActivePolicy ${PAYLOAD} }`);
    expect(result.data?.['cureActivePolicy']).toEqual({
      success: false,
      error: {
        code: 'POLICY.NOT_IN_GRACE',
        message: expect.stringContaining('grace'),
        fields: [],
      },
    });
  });

  it("throws a query's namespaced failure as the expected error with the same code", async () => {
    const result = await run('{ policyNumber }');
    expect(result.errors?.[0]?.originalError).toMatchObject({
      code: 'POLICY.NOT_FOUND',
      message: 'No such policy.',
    });
  });
});
