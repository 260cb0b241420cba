// POST /webhooks/card-provider: the card provider's signed events. The body is read raw (the signature is over
// its exact bytes, so it is never parsed and re-serialised before the check). A bad or missing signature is
// answered 400 and changes nothing; an event stored already (a replay, a second delivery) 200, changing nothing;
// a failure while settling 500, so the provider delivers it again (nothing of it was kept).
import type { FastifyInstance } from 'fastify';
import type { ProviderEventsService } from './provider-events.service.ts';

export async function registerCardWebhookRoutes(
  app: FastifyInstance,
  providerEvents: ProviderEventsService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/card-provider', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || typeof request.body !== 'string')
        return reply.code(400).send({ error: 'invalid_signature', message: 'No Stripe-Signature header.' });
      const received = await providerEvents.receiveWebhook(request.body, signature);
      if (!received.ok)
        return reply.code(400).send({ error: 'invalid_signature', message: received.error.message });
      return reply.send({ received: true, replay: received.value === 'replay' });
    });
  });
}
