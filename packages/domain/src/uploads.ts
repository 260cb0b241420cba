// Limits of file uploads (spec 000 §8-§9): at most 20 files of 20 MB each, images and PDF. The web app checks
// them before uploading anything; the server checks them again before it hands out an upload URL.

export const MAX_UPLOAD_FILES = 20;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What may be uploaded: photos (JPEG, PNG, HEIC, WebP) and PDF documents. */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/webp',
  'application/pdf',
] as const;

export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

/** A size in MB, rounded up to one decimal ("20.5", "21"), so a file over the limit never reads as 20. */
export function megabytes(bytes: number): string {
  return String(Math.ceil((bytes / (1024 * 1024)) * 10) / 10);
}

/** "scan.pdf is 24.5 MB, which exceeds the limit of 20MB" */
export function uploadTooLargeMessage(filename: string, bytes: number): string {
  return `${filename} is ${megabytes(bytes)} MB, which exceeds the limit of 20MB`;
}

/** "{filename} isn't a file we can take. Please upload a photo (JPEG, PNG, HEIC or WebP) or a PDF." */
export function uploadTypeNotAllowedMessage(filename: string): string {
  return `${filename} isn't a file we can take. Please upload a photo (JPEG, PNG, HEIC or WebP) or a PDF.`;
}
