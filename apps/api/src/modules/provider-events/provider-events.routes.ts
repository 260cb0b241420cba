// The card provider's webhook endpoint. Its signature is computed over the exact bytes sent, so this route (and
// only this one) keeps the body as the raw string instead of parsing it.
import type { FastifyInstance } from 'fastify';
import type { ProviderEventsService } from './provider-events.service.ts';

export const CARD_WEBHOOK_PATH = '/webhooks/card-provider';

export async function registerProviderEventRoutes(
  app: FastifyInstance,
  events: ProviderEventsService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(CARD_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const answer = await events.receive(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });
}
