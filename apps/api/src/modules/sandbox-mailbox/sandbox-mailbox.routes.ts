// The sandbox mailbox at /dev/outbox: registered only while the sandbox providers are configured, for the machine's operator
// only (http/sandbox-routes.ts).
// GET /dev/outbox answers JSON (newest first, ?to= filters by recipient) or, to a browser, a page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { findMessage, listMessages } from './sandbox-mailbox.repository.ts';
import { renderMessagePage, renderMailboxPage } from './sandbox-mailbox.page.ts';

const listQuery = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

export function registerSandboxMailboxRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(query.error) });
    }
    const messages = await listMessages(db, query.data);
    if (wantsHtml(request))
      return reply.type('text/html; charset=utf-8').send(renderMailboxPage(messages, query.data.to));
    return { messages };
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const message = isUuid(request.params.id) ? await findMessage(db, request.params.id) : undefined;
    if (!message) return reply.code(404).send({ error: 'not_found', error_description: 'No such message.' });
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(renderMessagePage(message));
    return { message };
  });
}
