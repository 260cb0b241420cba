// Uploads files the way spec 001 §7.1 describes: checks the limits first (at most 20 files of 20 MB, images
// and PDF), then for each file its base64 MD5, createDirectUpload, and a PUT of the bytes to the signed URL
// with exactly the headers the server gave, retried twice more 1 s apart (spec 000 §7, §9). Answers the signed
// blob ids, in the order of the files; any failure rejects with an UploadError.
import SparkMD5 from 'spark-md5';
import {
  isUploadContentType,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_CONTENT_TYPES,
  uploadTooLargeMessage,
  uploadTypeNotAllowedMessage,
} from '@wysh/domain/uploads';
import { validationMessage } from '@wysh/domain/validation-messages';
import { graphql } from '../../graphql/generated';
import { apiUrl } from './api-base';
import type { AppError } from './app-error';
import { execute } from './graphql-client';

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
        ...UserErrorFields
      }
    }
  }
`);

export const UPLOAD_ATTEMPTS = 3;
export const UPLOAD_RETRY_DELAY_MS = 1000;
const MD5_CHUNK_BYTES = 2 * 1024 * 1024;

export type UploadErrorCode =
  | 'UPLOAD_LIMIT'
  | 'UPLOAD_TOO_LARGE'
  | 'UPLOAD_TYPE_NOT_ALLOWED'
  | 'DIRECT_UPLOAD_FAILED'
  | 'FETCH_RETRY_EXCEEDED'
  | (string & {});

export class UploadError extends Error implements AppError {
  override name = 'UploadError';
  readonly fullMessage: string;
  readonly code: UploadErrorCode;
  /** The file it concerns, when one. */
  readonly filename: string | null;
  constructor(code: UploadErrorCode, message: string, filename: string | null = null) {
    super(message);
    this.code = code;
    this.filename = filename;
    this.fullMessage = message;
  }
}

export interface UploadOptions {
  /** Content types accepted (default: images and PDF). */
  accept?: readonly string[];
  signal?: AbortSignal;
}

/** The first problem with choosing these files, in the spec's words; null when they may be uploaded. */
export function fileProblem(
  files: readonly File[],
  accept: readonly string[] = UPLOAD_CONTENT_TYPES,
): UploadError | null {
  if (files.length > MAX_UPLOAD_FILES)
    return new UploadError('UPLOAD_LIMIT', validationMessage('uploadLimit'));
  for (const file of files) {
    if (!accept.includes(file.type) || !isUploadContentType(file.type)) {
      return new UploadError('UPLOAD_TYPE_NOT_ALLOWED', uploadTypeNotAllowedMessage(file.name), file.name);
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      return new UploadError('UPLOAD_TOO_LARGE', uploadTooLargeMessage(file.name, file.size), file.name);
    }
  }
  return null;
}

/** Base64 MD5 of a file, read in chunks (WebCrypto has no MD5). */
export async function md5Base64(file: Blob): Promise<string> {
  const hash = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < file.size; offset += MD5_CHUNK_BYTES) {
    hash.append(await file.slice(offset, offset + MD5_CHUNK_BYTES).arrayBuffer());
  }
  const hex = hash.end();
  const bytes = hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16));
  return btoa(String.fromCharCode(...bytes));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Our own storage answers a path on the API; S3 an absolute URL. */
function resolveUploadUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : apiUrl(url);
}

async function putWithRetries(
  file: File,
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(resolveUploadUrl(url), { method: 'PUT', headers, body: file, signal });
      if (response.ok) return;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    if (attempt >= UPLOAD_ATTEMPTS) {
      throw new UploadError('FETCH_RETRY_EXCEEDED', `${file.name} could not be uploaded.`, file.name);
    }
    await wait(UPLOAD_RETRY_DELAY_MS, signal);
  }
}

async function uploadOne(file: File, signal?: AbortSignal): Promise<string> {
  const checksum = await md5Base64(file);
  let payload;
  try {
    ({ createDirectUpload: payload } = await execute(CreateDirectUploadMutation, {
      input: { byteSize: file.size, checksum, contentType: file.type, filename: file.name },
    }));
  } catch {
    throw new UploadError('DIRECT_UPLOAD_FAILED', 'Failed to create direct upload', file.name);
  }
  if (payload.error || !payload.directUpload) {
    const { code, message } = payload.error ?? {
      code: 'DIRECT_UPLOAD_FAILED',
      message: 'Failed to create direct upload',
    };
    throw new UploadError(code, message, file.name);
  }
  const { url, headers, signedBlobId } = payload.directUpload;
  await putWithRetries(file, url, headers as Record<string, string>, signal);
  return signedBlobId;
}

export async function uploadFiles(files: readonly File[], options: UploadOptions = {}): Promise<string[]> {
  const problem = fileProblem(files, options.accept);
  if (problem) throw problem;
  const signedBlobIds: string[] = [];
  for (const file of files) signedBlobIds.push(await uploadOne(file, options.signal));
  return signedBlobIds;
}
