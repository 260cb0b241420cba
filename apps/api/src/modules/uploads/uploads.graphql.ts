import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import type { DirectUploadView } from './uploads.service.ts';

const DirectUploadRef = builder.objectRef<DirectUploadView>('DirectUpload').implement({
  description: 'Where and how to PUT a file: the URL (signed, valid 10 minutes) and exactly these headers.',
  fields: (t) => ({
    blobId: t.exposeID('blobId'),
    signedBlobId: t.exposeString('signedBlobId', {
      description: 'Names the file in answers (inputDirectUpload) once its bytes are uploaded.',
    }),
    url: t.exposeString('url', {
      description: 'Absolute (S3), or a path on this API (local storage) to resolve against the API origin.',
    }),
    headers: t.expose('headers', { type: 'JSON', description: 'Header name to value.' }),
  }),
});

const CreateDirectUploadPayloadRef = builder
  .objectRef<{ directUpload?: DirectUploadView | null; error?: UserErrorShape | null }>(
    'CreateDirectUploadPayload',
  )
  .implement({
    fields: (t) => ({
      directUpload: t.expose('directUpload', { type: DirectUploadRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreateDirectUploadInput = builder.inputType('CreateDirectUploadInput', {
  fields: (t) => ({
    byteSize: t.int({ required: true }),
    checksum: t.string({ required: true, description: 'Base64 MD5 of the file.' }),
    contentType: t.string({ required: true }),
    filename: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  createDirectUpload: t.field({
    type: CreateDirectUploadPayloadRef,
    description: 'Registers a file to upload (images and PDF, at most 20 MB) and answers where to PUT it.',
    args: { input: t.arg({ type: CreateDirectUploadInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.uploads.createDirectUpload(await viewer(), input)),
  }),
}));
