// Sandbox only (registered through http/sandbox-routes.ts, for the machine's operator): makes a linked bank ask
// its owner to sign in again, as a changed password at the bank would, to try update mode ("Sign in again").
// The person is named by their own access token, so the route only ever touches the caller's own Items.
//   POST /dev/bank-link/reset-login  Authorization: Bearer <access token>  { plaidItemId }  -> { ok: true }
// When SANDBOX_OPERATOR_KEY takes the Authorization header, the person's token goes in X-User-Authorization.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devRouteViewer } from '../../shared/dev-route-viewer.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { BankLinkService } from './bank-link.service.ts';

const resetInput = z.object({ plaidItemId: z.string().min(1).max(100) }).strict();

export function registerBankLinkDevRoutes(
  app: FastifyInstance,
  deps: {
    bankLink: Pick<BankLinkService, 'resetLoginInSandbox'>;
    viewer: (authorization: string | undefined) => Promise<Viewer>;
  },
): void {
  app.post('/dev/bank-link/reset-login', async (request, reply) => {
    const input = resetInput.safeParse(request.body ?? {});
    if (!input.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(input.error) });
    }
    const viewer = await devRouteViewer(request, deps.viewer);
    if (viewer.kind !== 'user' || viewer.authLevel !== 'verified') {
      return reply.code(401).send({ error: 'unauthorized', error_description: 'Please sign in and verify.' });
    }
    const result = await deps.bankLink.resetLoginInSandbox(viewer, input.data.plaidItemId);
    if (!result.ok) {
      return reply
        .code(result.error.code === 'BANK_LINK.ITEM_NOT_FOUND' ? 404 : 400)
        .send({ error: result.error.code.toLowerCase(), error_description: result.error.message });
    }
    return { ok: true };
  });
}
