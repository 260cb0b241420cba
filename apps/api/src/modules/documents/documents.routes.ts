// GET /documents/:id.pdf and /documents/:id.html: a document's file, to its owner only. The caller is known by
// a bearer access token, or, for a browser tab opened on a document (which sends no token), by the signed link
// that documents' GraphQL fields give (document-links.ts). No credentials: 401; a link that is forged, altered or
// expired: 403; a document the caller may not read (another user's) or none: 404, so ids reveal nothing.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../shared/clock.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { DocumentsService } from './documents.service.ts';

const signedLink = z.object({
  user: z.uuid(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(200),
});

const FILE = /^([0-9a-f-]{36})\.(pdf|html)$/i;

export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: {
    documents: DocumentsService;
    clock: Clock;
    viewer: (authorization: string | undefined) => Promise<Viewer>;
  },
): void {
  app.get<{ Params: { file: string }; Querystring: Record<string, string | undefined> }>(
    '/documents/:file',
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const match = FILE.exec(request.params.file);
      if (!match) return reply.code(404).send({ error: 'not_found', error_description: 'No such document.' });
      const id = match[1]!.toLowerCase();
      const format = match[2]!.toLowerCase() as 'pdf' | 'html';

      let userId: string;
      // A bearer session not yet verified reads template documents only (documents.service's levels).
      let templatesOnly = false;
      if (request.headers.authorization) {
        const viewer = await deps.viewer(request.headers.authorization);
        if (viewer.kind !== 'user') {
          return reply.code(401).send({ error: 'unauthorized', error_description: 'Please sign in.' });
        }
        userId = viewer.userId;
        templatesOnly = viewer.authLevel !== 'verified';
      } else if (request.query.signature !== undefined) {
        const link = signedLink.safeParse(request.query);
        if (!link.success || !deps.documents.links.valid(id, format, link.data, deps.clock.now())) {
          return reply
            .code(403)
            .send({ error: 'link_invalid', error_description: 'This link is not valid or has expired.' });
        }
        userId = link.data.user;
      } else {
        return reply.code(401).send({ error: 'unauthorized', error_description: 'Please sign in.' });
      }

      const file = await deps.documents.file(userId, id, format, { templatesOnly });
      if (!file) return reply.code(404).send({ error: 'not_found', error_description: 'No such document.' });
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
    },
  );
}
