import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../config.ts';

export function registerHealthRoutes(app: FastifyInstance, database: Database, config: Config): void {
  // Load balancers and the web client read only `ok`; 503 tells them to try elsewhere.
  app.get('/health', async (_request, reply) => {
    const ok = await database.ping();
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok });
  });

  app.get('/oauth_client_id', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ client_id: config.OAUTH_CLIENT_ID }),
  );
}
