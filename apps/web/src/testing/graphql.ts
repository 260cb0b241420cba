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

/** Answers `operation` with `data` once `until` settles: a request still on its way while the test looks. */
export function answerLater(operation: string, until: Promise<void>, data: unknown) {
  server.use(
    graphql.operation(async ({ operationName }) => {
      if (operationName !== operation) return undefined;
      await until;
      return HttpResponse.json({ data: data as Record<string, unknown> });
    }),
  );
}

export function userError(
  code: string,
  message: string,
  fields: Array<{ field: string; message: string }> = [],
) {
  return { code, message, fields };
}
