// The sandbox mailbox at /dev/outbox: registered only while the sandbox providers are configured, for the machine's operator
// only (http/sandbox-routes.ts).
// GET /dev/outbox answers JSON (newest first, ?to= filters by recipient) or, to a browser, a page. An e-mail's
// attachments are listed with each message and served at /dev/outbox/:id/attachments/:attachmentId.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import {
  findAttachment,
  findMessage,
  listAttachments,
  listMessages,
  type MailboxMessage,
  type MessageWithAttachments,
} from './sandbox-mailbox.repository.ts';
import { renderMessagePage, renderMailboxPage } from './sandbox-mailbox.page.ts';

const listQuery = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

async function withAttachments(db: Db, messages: MailboxMessage[]): Promise<MessageWithAttachments[]> {
  const files = await listAttachments(
    db,
    messages.map((message) => message.id),
  );
  return messages.map((message) => ({
    ...message,
    attachments: files
      .filter((file) => file.messageId === message.id)
      .map(({ messageId, ...file }) => ({ ...file, url: `/dev/outbox/${messageId}/attachments/${file.id}` })),
  }));
}

export function registerSandboxMailboxRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(query.error) });
    }
    const messages = await withAttachments(db, await listMessages(db, query.data));
    if (wantsHtml(request))
      return reply.type('text/html; charset=utf-8').send(renderMailboxPage(messages, query.data.to));
    return { messages };
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const found = isUuid(request.params.id) ? await findMessage(db, request.params.id) : undefined;
    if (!found) return reply.code(404).send({ error: 'not_found', error_description: 'No such message.' });
    const [message] = await withAttachments(db, [found]);
    if (!message) return reply.code(404).send({ error: 'not_found', error_description: 'No such message.' });
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(renderMessagePage(message));
    return { message };
  });

  app.get<{ Params: { id: string; attachmentId: string } }>(
    '/dev/outbox/:id/attachments/:attachmentId',
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file =
        isUuid(id) && isUuid(attachmentId) ? await findAttachment(db, id, attachmentId) : undefined;
      if (!file)
        return reply.code(404).send({ error: 'not_found', error_description: 'No such attachment.' });
      const name = file.filename.replace(/[^\w.-]/g, '_');
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${name}"`)
        .send(file.content);
    },
  );
}
