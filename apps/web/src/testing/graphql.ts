// msw helpers for GraphQL operations in unit tests: answer an operation, and record what it was sent.
import { HttpResponse } from 'msw';
import { graphql } from './graphql-link';
import { server } from './server';

type Variables = Record<string, unknown>;

/** Answers `operation` with `data(variables)` (or a user error), recording the variables of every call. */
export function answer(operation: string, data: (variables: Variables) => unknown) {
  const calls: Variables[] = [];
  server.use(
    graphql.operation(({ operationName, variables }) => {
      if (operationName !== operation) return undefined;
      calls.push(variables);
      return HttpResponse.json({ data: data(variables) as Record<string, unknown> });
    }),
  );
  return calls;
}

export function userError(
  code: string,
  message: string,
  fields: Array<{ field: string; message: string }> = [],
) {
  return { code, message, fields };
}
