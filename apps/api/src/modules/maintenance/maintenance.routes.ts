// Sandbox-only switches to start and end a maintenance window, for demos and end-to-end tests.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { startMaintenanceInput, type MaintenanceService } from './maintenance.service.ts';

export function registerMaintenanceDevRoutes(app: FastifyInstance, maintenance: MaintenanceService): void {
  app.post('/dev/maintenance', async (request, reply) => {
    const input = startMaintenanceInput.safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    const window = await maintenance.start(input.data);
    return reply.code(201).send({ kind: window.kind.toUpperCase(), returnsAt: window.returnsAt });
  });

  app.delete('/dev/maintenance', async () => ({ ended: await maintenance.end() }));

  // The underwriting switch: {"online": false} takes underwriting offline (UNDERWRITING_DISABLED).
  app.post('/dev/operating-switches/underwriting', async (request, reply) => {
    const input = z.object({ online: z.boolean() }).safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    await maintenance.setOnline('underwriting', input.data.online);
    return { service: 'underwriting', online: input.data.online };
  });
}
