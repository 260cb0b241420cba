import SchemaBuilder from '@pothos/core';
import { GraphQLError, Kind, valueFromASTUntyped, type ASTNode } from 'graphql';
import type { Cents } from '@wysh/domain/money';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    Cents: { Input: unknown; Output: Cents };
  };
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

// Money crosses the wire as integer cents (a JSON number). An input is handed to the use case as sent (a number or
// a numeric-looking string): the use case reads it with @wysh/domain/money-input, so a fraction, a negative or a
// string is a field error on the payload, in the product's words, rather than a bare GraphQL type error. Any other
// value (true, a list, an object) is no amount at all: refused here as the caller's mistake. A GraphQLError (not a
// plain Error, which graphql-js would wrap and the server then mask as "Unexpected error."): the caller reads
// 'Variable "$amount" got invalid value true; Cents must be a number of cents.' with the code BAD_USER_INPUT.
const NOT_CENTS = 'Cents must be a number of cents.';
const notCents = (nodes?: ASTNode[]) =>
  new GraphQLError(NOT_CENTS, { nodes, extensions: { code: 'BAD_USER_INPUT' } });
builder.scalarType('Cents', {
  description: 'An amount of US money in whole cents (a JSON number). 150000 is $1,500.00.',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value === 'number' || typeof value === 'string') return value;
    throw notCents();
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    if (ast.kind === Kind.STRING) return ast.value;
    throw notCents([ast]);
  },
});

builder.scalarType('JSON', {
  description:
    'Any JSON value: server-driven forms and answers (shapes in packages/forms), upload header maps.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});
