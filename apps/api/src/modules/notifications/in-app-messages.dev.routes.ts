// Sandbox only (registered through http/sandbox-routes.ts, for the machine's operator): the marketing messaging
// service sending an in-app message, as a campaign would, to the person whose access token the request carries.
// The app shows it as a toast until they dismiss it.
//   POST /dev/messaging/in-app  Authorization: Bearer <access token>
//     { kind, title, body, link?: { label, href } }  -> the message as the app will show it
// When SANDBOX_OPERATOR_KEY takes the Authorization header, the person's token goes in X-User-Authorization.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devRouteViewer } from '../../shared/dev-route-viewer.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { NotificationsService } from './notifications.service.ts';

const input = z
  .object({
    kind: z.string().max(40),
    title: z.string().max(200),
    body: z.string().max(1000),
    link: z
      .object({ label: z.string().max(100), href: z.string().max(300) })
      .strict()
      .nullish(),
  })
  .strict();

export function registerInAppMessageDevRoutes(
  app: FastifyInstance,
  deps: {
    notifications: NotificationsService;
    viewer: (authorization: string | undefined) => Promise<Viewer>;
  },
): void {
  app.post('/dev/messaging/in-app', async (request, reply) => {
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
    const delivered = await deps.notifications.deliverInApp(viewer, parsed.data);
    if (!delivered.ok) {
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: delivered.error.fields.map((f) => `${f.field}: ${f.message}`).join(' '),
      });
    }
    return delivered.value;
  });
}
