// GET /dev/analytics: the sandbox sink's events as JSON, newest first (?name= filters). Registered only while
// the sandbox providers are configured, for the machine's operator only (http/sandbox-routes.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listEvents } from './analytics.repository.ts';

const listQuery = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export function registerAnalyticsDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/analytics', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(query.error) });
    }
    return { events: await listEvents(db, query.data) };
  });
}
