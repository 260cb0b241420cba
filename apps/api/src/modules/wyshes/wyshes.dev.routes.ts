// Sandbox only (registered through http/sandbox-routes.ts, for the machine's operator): monitoring follows a
// linked bank account, which the sandbox has none of, so the operator marks an allocation as monitored to see
// CantEditMonitoredModal and UnmonitorWyshModal (the person turns it off again with unmonitorWyshAllocation).
//   POST /dev/wyshes/monitor { wyshAllocationId } -> { wyshAllocationId, monitored: true }
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { setAllocationMonitored } from './wyshes.repository.ts';

const monitorInput = z.object({ wyshAllocationId: z.string().min(1).max(100) }).strict();

export function registerWyshesDevRoutes(app: FastifyInstance, db: Db): void {
  app.post('/dev/wyshes/monitor', async (request, reply) => {
    const input = monitorInput.safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    const { wyshAllocationId } = input.data;
    const row = isUuid(wyshAllocationId)
      ? await setAllocationMonitored(db, wyshAllocationId, true)
      : undefined;
    if (!row) return reply.code(404).send({ error: 'not_found', error_description: 'No such allocation.' });
    return { wyshAllocationId: row.id, monitored: row.monitored };
  });
}
