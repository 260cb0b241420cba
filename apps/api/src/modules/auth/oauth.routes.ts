import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { passwordBudget } from '../accounts/password-budget.ts';
import type { OAuthError } from './oauth-errors.ts';
import type { OAuthService } from './oauth.service.ts';

function sendFailure(reply: FastifyReply, failure: OAuthError) {
  const { status, ...body } = failure;
  if (failure.retry_after) reply.header('retry-after', String(failure.retry_after));
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

export async function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthService): Promise<void> {
  // RFC 6749 clients post forms; the web client posts JSON. Both are accepted.
  await app.register(formbody);

  app.post('/oauth/authorize', async (request, reply) => {
    // One sign-in per request: its own budget of one password operation.
    const outcome = await oauth.authorize(request.body, { ip: request.ip, passwordBudget: passwordBudget() });
    if (!outcome.ok) return sendFailure(reply, outcome.failure);
    return reply.header('cache-control', 'no-store').send(outcome.body);
  });

  app.post('/oauth/token', async (request, reply) => {
    const outcome = await oauth.token(request.body);
    if (!outcome.ok) return sendFailure(reply, outcome.failure);
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(outcome.body);
  });

  app.post('/oauth/revoke', async (request, reply) => {
    await oauth.revoke(request.body);
    return reply.code(200).send({});
  });

  app.get('/.well-known/oauth-authorization-server', async () => oauth.metadata());
}
