// GET /exports/:token (the JSON) and /exports/:token/summary.pdf (its readable summary): a person's data export, as
// the e-mailed links give it, each once. An unknown, used or expired token, one opened with another person's
// bearer session, or anything else, answers the same 404: a link reveals nothing about another.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../../shared/viewer.ts';
import type { DataExportFormat, DataExportsService } from './data-exports.service.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function registerDataExportRoutes(
  app: FastifyInstance,
  deps: {
    dataExports: DataExportsService;
    viewer: (authorization: string | undefined) => Promise<Viewer>;
  },
): void {
  const serve =
    (format: DataExportFormat) =>
    async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      let bearerUserId: string | undefined;
      if (request.headers.authorization) {
        const viewer = await deps.viewer(request.headers.authorization);
        // A bearer that is no one's session opens nothing (the e-mailed link is opened without one).
        bearerUserId = viewer.kind === 'user' ? viewer.userId : '';
      }
      const file = TOKEN.test(request.params.token)
        ? await deps.dataExports.download(request.params.token, bearerUserId, format)
        : null;
      if (!file) {
        return reply
          .code(404)
          .send({ error: 'not_found', error_description: 'This link is not valid or has expired.' });
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(typeof file.content === 'string' ? file.content : Buffer.from(file.content));
    };
  app.get('/exports/:token', serve('json'));
  app.get('/exports/:token/summary.pdf', serve('summary'));
}
