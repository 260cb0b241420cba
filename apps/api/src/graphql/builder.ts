import SchemaBuilder from '@pothos/core';
import { valueFromASTUntyped } from 'graphql';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: Date; Output: Date }; JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});

builder.scalarType('DateTime', {
  description: 'An instant in time, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string.');
    return date;
  },
});

builder.mutationType({});

builder.scalarType('JSON', {
  description:
    'Any JSON value: server-driven forms and answers (shapes in packages/forms), upload header maps.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});
