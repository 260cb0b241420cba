// PUT /uploads/:blobId?expires=..&signature=.. : where the browser sends a file's bytes when uploads are kept
// on local disk. The body streams to storage unparsed (any content type, up to the upload limit: the only route
// with a body limit above BODY_LIMIT_BYTES); the answer is 204, or a REST error {error, error_description}.
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@wysh/domain/uploads';
import type { DiskBlobStorage } from './blob-storage.ts';
import type { ReceiveErrorCode, UploadsService } from './uploads.service.ts';

/** The HTTP status of each refused upload: a bad or stale URL 403, no such upload 404, bytes not as described 422. */
const RECEIVE_STATUS = {
  signature_invalid: 403,
  url_expired: 403,
  not_found: 404,
  content_type_mismatch: 422,
  checksum_mismatch: 422,
  size_mismatch: 422,
} as const satisfies Record<ReceiveErrorCode, number>;

export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadsService; disk: DiskBlobStorage },
): Promise<void> {
  await app.register(async (scope) => {
    // Bytes are not parsed here: the handler streams them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put<{ Params: { blobId: string }; Querystring: { expires?: string; signature?: string } }>(
      '/uploads/:blobId',
      { bodyLimit: MAX_UPLOAD_BYTES },
      async (request, reply) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const outcome = await deps.uploads.receive(deps.disk, {
          blobId: request.params.blobId,
          expires: request.query.expires ?? '',
          signature: request.query.signature ?? '',
          contentType: header('content-type'),
          contentMd5: header('content-md5'),
          contentLength: header('content-length'),
          body: (request.body as Readable | undefined) ?? request.raw,
        });
        reply.header('cache-control', 'no-store');
        if (outcome.ok) return reply.code(204).send();
        // A refused body may not have been read: the connection is not reused for another request.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        return reply
          .code(RECEIVE_STATUS[outcome.error.code])
          .send({ error: outcome.error.code, error_description: outcome.error.description });
      },
    );
  });
}
