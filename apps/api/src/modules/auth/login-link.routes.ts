// Sandbox only: e-mails a sign-in deep link (to the outbox) for an account, standing in for the e-mails that
// will carry them (a quote ready for review, a policy to reinstate), so people and end-to-end tests can follow
// one. Like every /dev/* route it answers only the machine's operator (http/sandbox-routes.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOGIN_TOKEN_PURPOSES, type LoginTokens } from './login-tokens.ts';

const input = z.object({
  email: z.string().min(1).max(320),
  purpose: z.enum(LOGIN_TOKEN_PURPOSES).default('login'),
  path: z.string().startsWith('/').max(500).optional(),
});

export function registerLoginLinkDevRoutes(app: FastifyInstance, loginTokens: LoginTokens): void {
  app.post('/dev/login-link', async (request, reply) => {
    const parsed = input.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(parsed.error) });
    }
    if (!(await loginTokens.emailLink(parsed.data))) {
      return reply.code(404).send({ error: 'not_found', error_description: 'No account has that address.' });
    }
    return reply.code(202).send({ sent: true });
  });
}
