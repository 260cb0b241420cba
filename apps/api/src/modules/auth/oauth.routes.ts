import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { passwordBudget } from '../accounts/credentials.service.ts';
import type { OAuthRefusal } from './oauth-errors.ts';
import { oauthErrorAnswer } from './oauth-http.ts';
import type { OAuthService } from './oauth.service.ts';

function sendRefusal(reply: FastifyReply, refusal: OAuthRefusal) {
  const { status, body } = oauthErrorAnswer(refusal);
  if (body.retry_after) reply.header('retry-after', String(body.retry_after));
  return reply.code(status).send(body);
}

export async function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthService): Promise<void> {
  // The endpoints that take credentials and answer codes and tokens, in a scope of their own: form bodies are
  // parsed here only (RFC 6749 clients post forms; the web client posts JSON), and no answer may be cached,
  // errors included (RFC 6749 §5.1).
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    });

    scope.post('/oauth/authorize', async (request, reply) => {
      // One sign-in per request: its own budget of one password operation.
      const outcome = await oauth.authorize(request.body, {
        ip: request.ip,
        passwordBudget: passwordBudget(),
      });
      if (!outcome.ok) return sendRefusal(reply, outcome.error);
      return reply.send(outcome.value);
    });

    scope.post('/oauth/token', async (request, reply) => {
      const outcome = await oauth.token(request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.error);
      return reply.send(outcome.value);
    });

    scope.post('/oauth/revoke', async (request, reply) => {
      await oauth.revoke(request.body);
      return reply.code(200).send({});
    });
  });

  app.get('/.well-known/oauth-authorization-server', async () => oauth.metadata());
}
