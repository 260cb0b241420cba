// Where uploaded bytes live. The browser sends them straight to storage with a signed URL: to our own
// PUT /uploads/:id route when storage is a local folder (UPLOADS_DIR), or to an S3-compatible bucket with a
// presigned URL when S3_* is configured. The service only asks for an upload target and, later, whether the
// bytes arrived.
import type { Readable } from 'node:stream';

export type StoredBlob = { id: string; contentType: string; byteSize: number; checksum: string };

/** What the browser needs for its PUT: the URL and exactly these headers. */
export type UploadTarget = { url: string; headers: Record<string, string> };

export type UploadProblem = 'size_mismatch' | 'checksum_mismatch';

export interface BlobStorage {
  readonly service: 'disk' | 's3';
  uploadTarget(blob: StoredBlob, expiresAt: Date): Promise<UploadTarget>;
  /** Whether the blob's bytes are in storage with the size and checksum it was created with. */
  confirm(blob: StoredBlob): Promise<boolean>;
  /** Deletes the blob's bytes if storage has any (the clean-up of abandoned uploads). */
  remove(blob: StoredBlob): Promise<void>;
}

export interface DiskBlobStorage extends BlobStorage {
  readonly service: 'disk';
  /**
   * Streams `source` into the blob's file, keeping it only when the bytes match the blob's size and MD5; a
   * problem leaves any earlier file as it was.
   */
  receive(blob: StoredBlob, source: Readable): Promise<UploadProblem | null>;
}

export interface S3BlobStorage extends BlobStorage {
  readonly service: 's3';
}

export type ConfiguredBlobStorage = DiskBlobStorage | S3BlobStorage;
