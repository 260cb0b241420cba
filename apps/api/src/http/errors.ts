// One place that turns failures outside GraphQL resolvers into clear answers: a client mistake (bad JSON,
// body too large, wrong content type) gets its 4xx and a message; anything else is logged and answered 500
// without detail, and reported to the error-reporting service (no user id or body: these requests carry no
// viewer the handler knows). REST errors have the OAuth shape {error, error_description}; /graphql answers GraphQL-shaped.
// A body over the limit is read to its end before the 413 goes out (oversized-body.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../shared/logger.ts';
import { discardRestOfBody } from './oversized-body.ts';

function isGraphQLRequest(request: FastifyRequest): boolean {
  return request.url === '/graphql' || request.url.startsWith('/graphql?');
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string) {
  if (isGraphQLRequest(request)) {
    return reply.code(status).send({ errors: [{ message, extensions: { code: code.toUpperCase() } }] });
  }
  return reply.code(status).send({ error: code, error_description: message });
}

export function registerErrorHandling(
  app: FastifyInstance,
  reportUnexpected: (error: unknown, requestId: string) => void = () => {},
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) await discardRestOfBody(request.raw);
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_request';
      const message =
        status === 415 && isGraphQLRequest(request)
          ? 'Send the operation as JSON (Content-Type: application/json).'
          : error.message;
      return send(request, reply, status, code, message);
    }
    request.log.error({ err: loggableError(error) }, 'Unhandled error');
    reportUnexpected(error, request.id);
    return send(request, reply, 500, 'server_error', 'Something went wrong.');
  });
}
