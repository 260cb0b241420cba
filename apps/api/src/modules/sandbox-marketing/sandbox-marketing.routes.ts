// The sandbox marketing services, speaking the subset of the real services' wire APIs that the official clients
// use. Messaging (customerio-node's Track API): PUT .../customers/:id identifies a person, POST
// .../customers/:id/events records an event (a page view when its type is `page`). Attribution
// (@segment/analytics-node): POST .../v1/batch takes a batch of messages. Both check the client's basic
// credentials, as the services do, and keep what they received. GET /dev/messaging and /dev/attribution show it
// (JSON, or a page to a browser), for the machine's operator only (http/sandbox-routes.ts). Registered only
// while the sandbox providers are configured.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  listAttributionEvents,
  listMessagingRequests,
  recordAttributionEvents,
  recordMessagingRequest,
} from './sandbox-marketing.repository.ts';
import { renderAttributionPage, renderMessagingPage } from './sandbox-marketing.page.ts';
import { SANDBOX_ATTRIBUTION, SANDBOX_MESSAGING } from './sandbox-marketing.types.ts';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

const customerId = z.string().min(1).max(150);
const eventBody = z.looseObject({
  name: z.string().trim().min(1).max(100),
  type: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const batchBody = z.object({
  batch: z
    .array(
      z.looseObject({
        type: z.string().min(1).max(20),
        messageId: z.string().min(1).max(200),
        event: z.string().max(200).optional(),
        userId: z.string().max(200).optional(),
        properties: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(500),
});

const listQuery = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function badRequest(reply: FastifyReply, error: string) {
  return reply.code(400).send({ meta: { error } });
}

export function registerSandboxMarketingIntake(app: FastifyInstance, db: Db): void {
  const messagingAuth = basic(SANDBOX_MESSAGING.siteId, SANDBOX_MESSAGING.apiKey);
  const attributionAuth = basic(SANDBOX_ATTRIBUTION.writeKey, '');
  const root = SANDBOX_MESSAGING.path;

  app.put<{ Params: { id: string } }>(`${root}/customers/:id`, async (request, reply) => {
    if (request.headers.authorization !== messagingAuth) {
      return reply.code(401).send({ meta: { error: 'Unauthorized request' } });
    }
    const id = customerId.safeParse(request.params.id);
    const body = z.record(z.string(), z.unknown()).safeParse(request.body ?? {});
    if (!id.success || !body.success) return badRequest(reply, 'invalid customer');
    await recordMessagingRequest(db, { kind: 'identify', customerId: id.data, name: null, body: body.data });
    return {};
  });

  app.post<{ Params: { id: string } }>(`${root}/customers/:id/events`, async (request, reply) => {
    if (request.headers.authorization !== messagingAuth) {
      return reply.code(401).send({ meta: { error: 'Unauthorized request' } });
    }
    const id = customerId.safeParse(request.params.id);
    const body = eventBody.safeParse(request.body);
    if (!id.success || !body.success) return badRequest(reply, 'invalid event');
    await recordMessagingRequest(db, {
      kind: body.data.type === 'page' ? 'page' : 'event',
      customerId: id.data,
      name: body.data.name,
      body: body.data,
    });
    return {};
  });

  app.post(SANDBOX_ATTRIBUTION.path, async (request, reply) => {
    if (request.headers.authorization !== attributionAuth) {
      return reply.code(401).send({ success: false, message: 'Invalid write key' });
    }
    const body = batchBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ success: false, message: 'Invalid batch' });
    await recordAttributionEvents(
      db,
      body.data.batch.map((message) => ({
        messageId: message.messageId,
        type: message.type,
        event: message.event ?? null,
        userId: message.userId ?? null,
        properties: message.properties ?? {},
        message,
      })),
    );
    return { success: true };
  });
}

export function registerSandboxMarketingDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/messaging', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(query.error) });
    }
    const requests = await listMessagingRequests(db, query.data);
    if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(renderMessagingPage(requests));
    return { requests };
  });

  app.get('/dev/attribution', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(query.error) });
    }
    const events = await listAttributionEvents(db, { event: query.data.name, limit: query.data.limit });
    if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(renderAttributionPage(events));
    return { events };
  });
}
