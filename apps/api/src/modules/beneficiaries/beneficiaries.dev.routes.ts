// Sandbox only (registered through http/sandbox-routes.ts, for the machine's operator): there are no policies
// until the purchase issue, so the operator makes a person a policyholder to try (and test) what a policyholder
// meets: pending beneficiary changes, ConfirmBeneficiaryChangesModal and the history. The person is named by
// their own access token, so the route only ever touches the caller's own beneficiaries.
//   POST /dev/beneficiaries/attach-to-policy  Authorization: Bearer <access token>  { lineOfBusiness? }
//     -> { policyId }: the membership's beneficiaries become a new policy's (attachBeneficiariesToPolicy)
// When SANDBOX_OPERATOR_KEY takes the Authorization header, the person's token goes in X-User-Authorization.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devRouteViewer } from '../../shared/dev-route-viewer.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { BeneficiaryChangesService } from './beneficiary-changes.service.ts';

const attachInput = z.object({ lineOfBusiness: z.string().min(1).max(100).optional() }).strict();

const STATUS_OF: Record<string, number> = { NOT_FOUND: 404, ALREADY_ON_POLICY: 409, NO_PRIMARY: 409 };

export function registerBeneficiariesDevRoutes(
  app: FastifyInstance,
  deps: {
    beneficiaryChanges: Pick<BeneficiaryChangesService, 'attachOwnBeneficiariesToNewPolicy'>;
    viewer: (authorization: string | undefined) => Promise<Viewer>;
  },
): void {
  app.post('/dev/beneficiaries/attach-to-policy', async (request, reply) => {
    const input = attachInput.safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    const viewer = await devRouteViewer(request, deps.viewer);
    if (viewer.kind !== 'user') {
      return reply.code(401).send({ error: 'unauthorized', error_description: 'Please sign in.' });
    }
    const result = await deps.beneficiaryChanges.attachOwnBeneficiariesToNewPolicy(viewer, input.data);
    if (!result.ok) {
      return reply
        .code(STATUS_OF[result.error.code] ?? 400)
        .send({ error: result.error.code.toLowerCase(), error_description: result.error.message });
    }
    return { policyId: result.value.policyId };
  });
}
