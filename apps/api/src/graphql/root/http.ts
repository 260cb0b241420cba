// GraphQL over HTTP on Fastify, hardened in one place: depth, alias, token, directive and cost limits;
// unexpected errors masked ("Unexpected error.", logged in full with the request id); introspection, field
// suggestions and GraphiQL off in production.
//
// Built on envelop (the plugin engine GraphQL Yoga is made of) rather than on Yoga itself: on this stack Yoga's
// Fetch-API layer capped a trivial query at about 20% of a bare Fastify route, where envelop on Fastify runs
// level with it (see `npm run bench`). Operations are POSTed as JSON; parsing and validation results are cached
// per query text, since the schema does not change while the process runs.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as graphql from 'graphql';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import {
  envelop,
  isGraphQLError,
  useEngine,
  useMaskedErrors,
  useSchema,
  useValidationRule,
  defaultMaskError,
} from '@envelop/core';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from 'graphql-yoga';
import { createHandler as createEventStreamHandler } from 'graphql-sse/lib/use/fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { passwordBudget } from '../../modules/accounts/password-budget.ts';
import type { Services } from '../../services.ts';
import { ExpectedError } from '../../shared/expected-error.ts';
import { loggableError } from '../../shared/logger.ts';
import type { GraphQLContext } from '../base/context.ts';
import { NoNulBytesRule } from './nul-bytes.ts';
import { schema } from './schema.ts';

export const graphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxCost: 5_000,
  maxDirectives: 20,
};
const documentCacheSize = 1_000;

const requestBody = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** A bounded map that forgets the least recently used entry. */
function lruCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
  };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions['code']) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}

function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

function errorResult(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

export async function registerGraphQL(
  app: FastifyInstance,
  deps: { services: Services; logger: Logger; production: boolean },
): Promise<void> {
  // The operation's context, for the error mask (which envelop calls without it) to report who met the error.
  const operationContext = new AsyncLocalStorage<GraphQLContext>();

  /** Reports an unexpected error with the caller's user id (never e-mail or name) and no request body. */
  function reportUnexpected(error: unknown): void {
    const context = operationContext.getStore();
    void (async () => {
      const viewer = context ? await context.viewer().catch(() => undefined) : undefined;
      deps.services.errorReporting.reporter.report(error, {
        userId: viewer?.kind === 'user' ? viewer.userId : undefined,
        requestId: context?.requestId,
      });
    })();
  }

  const getEnveloped = envelop({
    plugins: [
      useEngine(graphql),
      useSchema(schema),
      EnvelopArmorPlugin({
        maxDepth: { n: graphqlLimits.maxDepth },
        maxAliases: { n: graphqlLimits.maxAliases },
        maxTokens: { n: graphqlLimits.maxTokens },
        maxDirectives: { n: graphqlLimits.maxDirectives },
        costLimit: { maxCost: graphqlLimits.maxCost },
        blockFieldSuggestion: { enabled: deps.production },
      }),
      // Variables are checked with the rest of the body (http/nul-bytes.ts); literals here.
      useValidationRule(NoNulBytesRule),
      ...(deps.production ? [useValidationRule(NoSchemaIntrospectionCustomRule)] : []),
      useMaskedErrors({
        maskError: (error, message) => {
          const expected = isGraphQLError(error) ? error.originalError : undefined;
          if (expected instanceof ExpectedError) {
            return new GraphQLError(expected.message, {
              nodes: error instanceof GraphQLError ? error.nodes : undefined,
              path: error instanceof GraphQLError ? error.path : undefined,
              extensions: { code: expected.code },
            });
          }
          const masked = defaultMaskError(error, message);
          if (masked !== error) {
            const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
            deps.logger.error({ err: loggableError(original) }, 'Unexpected GraphQL error');
            reportUnexpected(original);
          }
          return masked;
        },
      }),
    ],
  });
  const prepared = lruCache<Prepared>(documentCacheSize);

  function prepare(query: string, enveloped: ReturnType<typeof getEnveloped>): Prepared {
    const cached = prepared.get(query);
    if (cached) return cached;
    let result: Prepared;
    try {
      const document = enveloped.parse(query);
      const errors = enveloped.validate(enveloped.schema, document);
      result =
        errors.length > 0
          ? { errors: errors.map((e: GraphQLError) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) }
          : { document };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      result = { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
    }
    prepared.set(query, result);
    return result;
  }

  // Its own scope: operations arrive as JSON only (a form or text/plain post, which any page can send without
  // asking, is refused: 415), and no answer is cached, since answers carry per-user data and tokens.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post('/graphql', async (request: FastifyRequest, reply) => {
      const body = requestBody.safeParse(request.body);
      if (!body.success) {
        return reply
          .code(400)
          .send(
            errorResult(
              'Send a JSON body with a "query" string (and optional "variables" object).',
              'BAD_REQUEST',
            ),
          );
      }
      const { query, variables, operationName } = body.data;
      const enveloped = getEnveloped({ request });
      const ready = prepare(query, enveloped);
      if ('errors' in ready) {
        // As GraphQL over HTTP answers application/json requests: 200, errors, no data.
        return reply.send({ errors: ready.errors.map((error) => error.toJSON()) });
      }
      const context: GraphQLContext = {
        services: deps.services,
        requestId: request.id,
        viewer: lazily(() => deps.services.viewer(request.headers.authorization)),
        freshViewer: () => deps.services.viewer(request.headers.authorization),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        passwordBudget: passwordBudget(),
      };
      const result = (await operationContext.run(context, async () =>
        enveloped.execute({
          schema: enveloped.schema,
          document: ready.document,
          variableValues: variables ?? undefined,
          operationName: operationName ?? undefined,
          contextValue: await enveloped.contextFactory(context),
        }),
      )) as ExecutionResult;
      // The server's own time for the operation (parse cache, resolvers, database), before serialising: what
      // `npm run bench` reports as server time, apart from the network and the load generator's queue.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return reply.send(result);
    });

    // Subscriptions (the support chat's messages) as server-sent events: GraphQL over SSE in its "distinct
    // connections" mode (graphql-sse, on both sides), one stream per subscription, the same parse, validation,
    // limits and error mask as POST /graphql. Queries and mutations go to POST /graphql only.
    const streams = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      // An open stream would hold the server open: end them, and the clients reconnect (to another process).
      for (const stream of streams) stream.end();
    });
    const eventStream = createEventStreamHandler<GraphQLContext & Record<PropertyKey, unknown>>({
      authenticate: () => null,
      onSubscribe: async (request, params) => {
        const fastifyRequest = request.raw;
        const enveloped = getEnveloped({ request: fastifyRequest });
        const ready = prepare(params.query, enveloped);
        if ('errors' in ready) return { errors: ready.errors };
        const operation = graphql.getOperationAST(ready.document, params.operationName ?? undefined);
        if (operation?.operation !== 'subscription') {
          return [
            JSON.stringify(errorResult('Send queries and mutations to POST /graphql.', 'BAD_REQUEST')),
            { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json' } },
          ];
        }
        const context: GraphQLContext = {
          services: deps.services,
          requestId: fastifyRequest.id,
          viewer: lazily(() => deps.services.viewer(fastifyRequest.headers.authorization)),
          freshViewer: () => deps.services.viewer(fastifyRequest.headers.authorization),
          ip: fastifyRequest.ip,
          userAgent: fastifyRequest.headers['user-agent'] ?? '',
          passwordBudget: passwordBudget(),
        };
        return {
          schema: enveloped.schema,
          document: ready.document,
          variableValues: params.variables ?? undefined,
          operationName: params.operationName ?? undefined,
          contextValue: (await enveloped.contextFactory(context)) as GraphQLContext &
            Record<PropertyKey, unknown>,
        };
      },
      subscribe: (args) => getEnveloped({}).subscribe(args) as never,
      execute: (args) => getEnveloped({}).execute(args) as never,
    });
    scope.post('/graphql/stream', async (request, reply) => {
      streams.add(reply.raw);
      reply.raw.once('close', () => streams.delete(reply.raw));
      await eventStream(request, reply);
    });

    if (!deps.production) {
      scope.get('/graphql', async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(renderGraphiQL({ endpoint: '/graphql', title: 'Wysh GraphQL' })),
      );
    }
  });
}
