// Direct uploads (spec 001 §7.1 createDirectUpload): a signed-in user describes a file (name, type, size, MD5)
// and gets a blob row plus a signed URL, valid 10 minutes, to PUT the bytes to storage. Storage checks the
// bytes against the description; only then is the blob `uploaded`. Other modules name a blob by its signed id
// and check it with `ownedUploads` before attaching it to anything (flows: inputDirectUpload answers).
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import {
  isUploadContentType,
  MAX_UPLOAD_BYTES,
  uploadTooLargeMessage,
  uploadTypeNotAllowedMessage,
} from '@wysh/domain/uploads';
import { err, ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUuid } from '../../shared/ids.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { throttle } from '../throttle/throttle.service.ts';
import { signInRequired, type Viewer } from '../../shared/viewer.ts';
import type { BlobStorage, DiskBlobStorage, UploadProblem } from './blob-storage.ts';
import type { UploadSigner } from './signing.ts';
import {
  deletePendingBlob,
  findBlob,
  findOwnedBlobs,
  findPendingBefore,
  insertBlob,
  markUploaded,
} from './uploads.repository.ts';
import type { Blob } from './uploads.table.ts';

export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** An upload still pending this long after it was described is abandoned (its URL expired long before). */
export const ABANDONED_UPLOAD_AGE_SECONDS = 24 * 60 * 60;
const MAX_FILENAME_LENGTH = 255;
const BASE64_MD5 = /^[A-Za-z0-9+/]{22}==$/;

export type CreateDirectUploadInput = {
  byteSize: number;
  checksum: string;
  contentType: string;
  filename: string;
};

export type DirectUploadView = {
  blobId: string;
  signedBlobId: string;
  url: string;
  headers: Record<string, string>;
};

/** The codes a described upload is refused with: stable, never renamed. */
export type UploadsErrorCode =
  'UPLOAD_INVALID' | 'UPLOAD_TYPE_NOT_ALLOWED' | 'UPLOAD_TOO_LARGE' | 'TOO_MANY_REQUESTS';
export type UploadsError = UserFailure<UploadsErrorCode>;

/** Why a PUT to our own upload URL is refused (uploads.routes.ts gives each its status). */
export type ReceiveErrorCode =
  'signature_invalid' | 'url_expired' | 'not_found' | UploadProblem | 'content_type_mismatch';
export type ReceiveRefusal = { code: ReceiveErrorCode; description: string };

export type UploadedBlob = Pick<Blob, 'id' | 'filename' | 'contentType' | 'byteSize'> & {
  signedBlobId: string;
};

/** The caller's uploaded blobs, or the signed ids that are not (a forged id, another user's, one not uploaded). */
export type OwnedUploads = Result<UploadedBlob[], { code: 'UPLOAD_REFUSED'; refused: string[] }>;

const PROBLEM_TEXT: Record<UploadProblem | 'content_type_mismatch', string> = {
  checksum_mismatch: "The file's content does not match its checksum.",
  size_mismatch: 'The file does not have the size it was announced with.',
  content_type_mismatch: 'The Content-Type header does not match the upload.',
};

const failure = (code: UploadsErrorCode, message: string, field: string) =>
  refusal(code, message, [{ field, message }]);
const refuseReceive = (code: ReceiveErrorCode, description: string) =>
  err<ReceiveRefusal>({ code, description });

/** The last part of a path, without control characters: a name to show, never a path to follow. */
function cleanFilename(filename: string): string {
  return path.posix
    .basename(filename.replaceAll('\\', '/'))
    .replace(/[\p{Cc}]/gu, '')
    .trim();
}

export function createUploadsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: BlobStorage;
  signer: UploadSigner;
  uploadsPerHour: number;
}) {
  const { db, clock, logger, storage, signer } = deps;

  async function view(blob: Blob): Promise<DirectUploadView> {
    const expiresAt = new Date(clock.now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    const target = await storage.uploadTarget(blob, expiresAt);
    return { blobId: blob.id, signedBlobId: signer.signedBlobId(blob.id), ...target };
  }

  return {
    async createDirectUpload(
      viewer: Viewer,
      input: CreateDirectUploadInput,
    ): Promise<Result<{ directUpload: DirectUploadView }, UploadsError>> {
      if (viewer.kind !== 'user') throw signInRequired();
      const filename = cleanFilename(input.filename);
      if (!filename || filename.length > MAX_FILENAME_LENGTH) {
        return failure('UPLOAD_INVALID', 'The file needs a name of at most 255 characters.', 'filename');
      }
      if (!isUploadContentType(input.contentType)) {
        return failure('UPLOAD_TYPE_NOT_ALLOWED', uploadTypeNotAllowedMessage(filename), 'contentType');
      }
      if (input.byteSize > MAX_UPLOAD_BYTES) {
        return failure('UPLOAD_TOO_LARGE', uploadTooLargeMessage(filename, input.byteSize), 'byteSize');
      }
      if (input.byteSize < 1) return failure('UPLOAD_INVALID', `${filename} is empty.`, 'byteSize');
      if (!BASE64_MD5.test(input.checksum)) {
        return failure('UPLOAD_INVALID', 'The checksum must be the base64 MD5 of the file.', 'checksum');
      }
      const now = clock.now();
      const verdict = await throttle(db, `direct-upload:${viewer.userId}`, deps.uploadsPerHour, 3600, now);
      if (!verdict.allowed) return refusal('TOO_MANY_REQUESTS', 'Too many uploads. Please try again later.');
      const blob = await insertBlob(db, {
        userId: viewer.userId,
        filename,
        contentType: input.contentType,
        byteSize: input.byteSize,
        checksum: input.checksum,
        service: storage.service,
        createdAt: now,
      });
      return ok({ directUpload: await view(blob) });
    },

    /** A PUT to our own upload URL (local storage): checks the signature, then streams the body to disk. */
    async receive(
      disk: DiskBlobStorage,
      request: {
        blobId: string;
        expires: string;
        signature: string;
        contentType: string | undefined;
        contentMd5: string | undefined;
        contentLength: string | undefined;
        body: Readable;
      },
    ): Promise<Result<void, ReceiveRefusal>> {
      const expires = Number(request.expires);
      if (
        !Number.isSafeInteger(expires) ||
        !signer.urlSignatureValid(request.blobId, expires, request.signature)
      ) {
        return refuseReceive('signature_invalid', 'The upload URL is not valid.');
      }
      if (expires * 1000 < clock.now().getTime()) {
        return refuseReceive('url_expired', 'The upload URL has expired.');
      }
      const blob = isUuid(request.blobId) ? await findBlob(db, request.blobId) : undefined;
      if (!blob) return refuseReceive('not_found', 'There is no such upload.');
      // A retry after a lost answer: the bytes are already there and checked.
      if (blob.status === 'uploaded') return ok();

      const problem = (code: keyof typeof PROBLEM_TEXT) => refuseReceive(code, PROBLEM_TEXT[code]);
      if ((request.contentType ?? '').split(';')[0]!.trim().toLowerCase() !== blob.contentType) {
        return problem('content_type_mismatch');
      }
      if (request.contentMd5 !== undefined && request.contentMd5 !== blob.checksum) {
        return problem('checksum_mismatch');
      }
      if (request.contentLength !== undefined && Number(request.contentLength) !== blob.byteSize) {
        return problem('size_mismatch');
      }
      const outcome = await disk.receive(blob, request.body);
      if (outcome) return problem(outcome);
      await markUploaded(db, [blob.id], clock.now());
      logger.info({ blobId: blob.id, byteSize: blob.byteSize }, 'Upload received');
      return ok();
    },

    /** The signed id that names a blob to the browser (an answer kept as blob ids is sent back with these). */
    signedBlobId: (blobId: string): string => signer.signedBlobId(blobId),

    /**
     * Checks that every signed blob id is genuine, names a blob of `userId`, and that its bytes were uploaded.
     * For the flows engine (inputDirectUpload answers) and any module that attaches files; runs in the caller's
     * transaction. Ids that fail are answered in the refusal's `refused`, and nothing is confirmed then.
     */
    async ownedUploads(tx: DbOrTx, userId: string, signedBlobIds: readonly string[]): Promise<OwnedUploads> {
      const wanted = [...new Set(signedBlobIds)];
      const ids = new Map(wanted.map((signed) => [signed, signer.blobIdOf(signed)]));
      const genuine = [...ids.values()].filter((id): id is string => id !== null && isUuid(id));
      const rows = await findOwnedBlobs(tx, userId, genuine);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const refused: string[] = [];
      const found: UploadedBlob[] = [];
      for (const signed of wanted) {
        const blob = byId.get(ids.get(signed) ?? '');
        // S3 uploads never pass through us: a pending one is uploaded once the bucket has its bytes.
        const uploaded =
          blob?.status === 'uploaded' ||
          (blob?.service === 's3' && storage.service === 's3' && (await storage.confirm(blob)));
        if (!blob || !uploaded) {
          refused.push(signed);
          continue;
        }
        found.push({
          id: blob.id,
          filename: blob.filename,
          contentType: blob.contentType,
          byteSize: blob.byteSize,
          signedBlobId: signed,
        });
      }
      if (refused.length > 0) return err({ code: 'UPLOAD_REFUSED', refused });
      const confirmed = found
        .filter((blob) => byId.get(blob.id)!.status !== 'uploaded')
        .map((blob) => blob.id);
      await markUploaded(tx, confirmed, clock.now());
      return ok(found);
    },

    /**
     * The clean-up job: uploads described more than ABANDONED_UPLOAD_AGE_SECONDS ago (by the application's
     * clock) whose bytes never arrived lose their row and any bytes storage holds. Answers how many went.
     */
    async removeAbandoned(): Promise<number> {
      const before = new Date(clock.now().getTime() - ABANDONED_UPLOAD_AGE_SECONDS * 1000);
      let removed = 0;
      for (;;) {
        const batch = await findPendingBefore(db, before, 100);
        for (const blob of batch) {
          // Bytes first: a row without bytes is harmless, bytes without a row are lost track of.
          await storage.remove(blob);
          if (await deletePendingBlob(db, blob.id)) removed += 1;
        }
        if (batch.length < 100) break;
      }
      if (removed > 0) logger.info({ removed }, 'Abandoned uploads removed');
      return removed;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
