// Sandbox only (registered through http/sandbox-routes.ts, for the machine's operator): a term policy reaches its
// last year, when it can be extended to 65, only after 9 to 19 years of the sandbox clock. This route stands a
// person's own term policy in its last year at once, as the API tests do in SQL: a one-year term from its
// effective date. The person is named by their own access token, so the route only ever touches their own policy.
//   POST /dev/policies/term-in-last-year  Authorization: Bearer <access token>  { policyId }
//     -> { policyId, terminatesAt }
// When SANDBOX_OPERATOR_KEY takes the Authorization header, the person's token goes in X-User-Authorization.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { devRouteViewer } from '../../shared/dev-route-viewer.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { makeOneYearTermForSandbox } from './policies.repository.ts';

const input = z.object({ policyId: z.string().min(1).max(100) }).strict();

export function registerTermExtensionDevRoutes(
  app: FastifyInstance,
  deps: { db: Db; viewer: (authorization: string | undefined) => Promise<Viewer> },
): void {
  app.post('/dev/policies/term-in-last-year', async (request, reply) => {
    const parsed = input.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(parsed.error) });
    }
    const viewer = await devRouteViewer(request, deps.viewer);
    if (viewer.kind !== 'user') {
      return reply.code(401).send({ error: 'unauthorized', error_description: 'Please sign in.' });
    }
    const moved = await makeOneYearTermForSandbox(deps.db, {
      policyId: parsed.data.policyId,
      userId: viewer.userId,
    });
    if (!moved) {
      return reply
        .code(404)
        .send({ error: 'not_found', error_description: 'No active term policy of yours has that id.' });
    }
    return moved;
  });
}
