// Direct uploads for uploadDocumentsToCloud (docs/flows-contract.md "Direct uploads"): createDirectUpload with
// the file's size, type, name and base64 MD5, then PUT the bytes to the signed URL with exactly the headers it
// came with, retried twice 1 s apart. A stand-in behind a small port until the shared uploader
// (shared/lib/direct-upload.ts `uploadFiles`) and DocumentUploadErrorModal land: swap `uploadFiles` and
// `showUploadFailed` below for them.
import { md5 } from 'js-md5';
import { graphql } from '../../../graphql/generated';
import type { CreateDirectUploadInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { i18n } from '../../../shared/lib/i18n';
import { unwrap, UserErrorFailure } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';

const CreateDirectUploadMutation = graphql(`
  mutation CreateDirectUpload($input: CreateDirectUploadInput!) {
    createDirectUpload(input: $input) {
      directUpload {
        blobId
        signedBlobId
        url
        headers
      }
      error {
        code
        message
        fields {
          field
          message
        }
      }
    }
  }
`);

export const PUT_RETRIES = 2;
export const PUT_RETRY_DELAY_MS = 1000;

export interface SignedUpload {
  signedBlobId: string;
  url: string;
  headers: Record<string, string>;
}

export interface UploadPort {
  createDirectUpload: (input: CreateDirectUploadInput) => Promise<SignedUpload>;
  put: (url: string, headers: Record<string, string>, body: Blob) => Promise<{ ok: boolean }>;
  sleep: (ms: number) => Promise<void>;
}

export const browserUploadPort: UploadPort = {
  createDirectUpload: async (input) => {
    const { directUpload } = unwrap(
      (await execute(CreateDirectUploadMutation, { input })).createDirectUpload,
    );
    if (!directUpload) throw new Error('createDirectUpload answered neither an upload nor an error');
    return {
      signedBlobId: directUpload.signedBlobId,
      url: directUpload.url,
      headers: (directUpload.headers ?? {}) as Record<string, string>,
    };
  },
  put: (url, headers, body) => fetch(url, { method: 'PUT', headers, body }),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

/** Uploads one file; answers its signed blob id. */
export async function uploadFile(file: File, port: UploadPort = browserUploadPort): Promise<string> {
  const checksum = md5.base64(await file.arrayBuffer());
  const upload = await port.createDirectUpload({
    byteSize: file.size,
    checksum,
    contentType: file.type || 'application/octet-stream',
    filename: file.name,
  });
  for (let attempt = 0; ; attempt += 1) {
    const sent = await port.put(upload.url, upload.headers, file).catch(() => ({ ok: false }));
    if (sent.ok) return upload.signedBlobId;
    if (attempt >= PUT_RETRIES) throw new Error('Upload failed');
    await port.sleep(PUT_RETRY_DELAY_MS);
  }
}

/** Uploads files one after another; answers their signed blob ids in order. */
export async function uploadFiles(files: File[], port: UploadPort = browserUploadPort): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push(await uploadFile(file, port));
  return ids;
}

/** A refused file says why (too large, wrong type); any other failure says "Upload failed". */
export function showUploadFailed(error: unknown): void {
  const failed = i18n.t('flows.upload.failed');
  const message = error instanceof UserErrorFailure ? error.message : failed;
  openModal('GeneralErrorModal', {
    error: { code: error instanceof UserErrorFailure ? error.code : null, message, fullMessage: message },
  });
}
