// GraphQL over Fastify, hardened in one place: depth, alias, token and cost limits; unexpected errors masked
// (logged with the request id, never shown); introspection, field suggestions and GraphiQL off in production.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Logger } from 'pino';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { schema } from './schema';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

export const graphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxCost: 5_000,
  maxDirectives: 20,
};

export function registerGraphQL(
  app: FastifyInstance,
  deps: { services: Services; logger: Logger; production: boolean },
): void {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !deps.production,
    maskedErrors: {
      // Expected errors pass through; anything else becomes "Unexpected error." and is logged in full here.
      maskError: (error, message) => {
        const masked = maskError(error, message, false);
        if (masked !== error) deps.logger.error({ err: error }, 'Unexpected GraphQL error');
        return masked;
      },
    },
    logging: {
      debug: (...args) => deps.logger.debug(args.map(String).join(' ')),
      info: (...args) => deps.logger.info(args.map(String).join(' ')),
      warn: (...args) => deps.logger.warn(args.map(String).join(' ')),
      error: (...args) => deps.logger.error(args.map(String).join(' ')),
    },
    context: ({ req }) => ({ services: deps.services, requestId: req.id }),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: graphqlLimits.maxDepth },
        maxAliases: { n: graphqlLimits.maxAliases },
        maxTokens: { n: graphqlLimits.maxTokens },
        maxDirectives: { n: graphqlLimits.maxDirectives },
        costLimit: { maxCost: graphqlLimits.maxCost },
        blockFieldSuggestion: { enabled: deps.production },
      }),
      ...(deps.production ? [disableIntrospection] : []),
    ],
  });

  app.route({
    url: '/graphql',
    // GET only serves GraphiQL in development; operations are POSTed.
    method: deps.production ? ['POST', 'OPTIONS'] : ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
