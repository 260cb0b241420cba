// Sandbox only (registered through http/sandbox-routes.ts, for the machine's operator): read and move the
// application's clock, and run the jobs that are ready now.
//   GET  /dev/clock                            -> { now }
//   POST /dev/clock  { advanceSeconds } | { at } -> { now }   (moves every service's "now", not the system's;
//                                                               then the billing run and the monitored
//                                                               wyshes' refresh are due)
//   POST /dev/jobs/drain { includeDelayed? }   -> { ran }     (runs ready jobs at once instead of at the next poll)
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { z } from 'zod';
import type { MovableClock } from '../../shared/movable-clock.ts';
import type { AppJobQueue } from './app-job-queue.ts';

const moveInput = z.union([
  z
    .object({
      advanceSeconds: z
        .number()
        .int()
        .min(-366 * 86_400)
        .max(3660 * 86_400),
    })
    .strict(),
  z.object({ at: z.iso.datetime({ offset: true }) }).strict(),
]);
const drainInput = z.object({ includeDelayed: z.boolean().default(false) }).strict();

export function registerDevClockRoutes(
  app: FastifyInstance,
  deps: { clock: MovableClock; jobs: AppJobQueue; db: Db },
): void {
  const { clock, jobs, db } = deps;

  app.get('/dev/clock', async () => ({ now: clock.now().toISOString() }));

  app.post('/dev/clock', async (request, reply) => {
    const input = moveInput.safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    if ('at' in input.data) await clock.set(new Date(input.data.at));
    else await clock.advance(input.data.advanceSeconds * 1000);
    // The daily billing run's hour may have passed in the moved time: it runs now (a rerun bills nothing twice).
    await jobs.enqueue('billing.run', {}, { tx: db });
    // The loans monitored wyshes follow may owe less in the moved time.
    await jobs.enqueue('wyshes.refresh-monitored', {}, { tx: db });
    return { now: clock.now().toISOString() };
  });

  app.post('/dev/jobs/drain', async (request, reply) => {
    const input = drainInput.safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    return { ran: await jobs.drain({ includeDelayed: input.data.includeDelayed }) };
  });
}
