// Uploads kept in a local folder (UPLOADS_DIR): one file per blob, named by its id. A PUT is written to a
// temporary file beside it and renamed into place only once its size and MD5 match, so a half-sent or wrong
// body never replaces anything.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DiskBlobStorage, StoredBlob, UploadProblem } from './blob-storage.ts';

class TooLong extends Error {}

/** A body this much longer than announced is read to its end (to answer 422); beyond it the connection is cut. */
const OVERRUN_ALLOWANCE = 1024 * 1024;

export function createDiskStorage(options: {
  dir: string;
  urlSignature: (blobId: string, expires: number) => string;
}): DiskBlobStorage {
  const fileOf = (blob: StoredBlob) => path.join(options.dir, blob.id);

  return {
    service: 'disk',
    async uploadTarget(blob, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        expires: String(expires),
        signature: options.urlSignature(blob.id, expires),
      });
      // A path on our own server: the browser resolves it against the API origin it uses.
      return {
        url: `/uploads/${blob.id}?${query.toString()}`,
        headers: { 'Content-Type': blob.contentType, 'Content-MD5': blob.checksum },
      };
    },

    async receive(blob, source: Readable): Promise<UploadProblem | null> {
      await fs.promises.mkdir(options.dir, { recursive: true });
      const temporary = `${fileOf(blob)}.${crypto.randomUUID()}.part`;
      const md5 = crypto.createHash('md5');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > blob.byteSize + OVERRUN_ALLOWANCE) return done(new TooLong());
          if (size > blob.byteSize) return done(); // too long already: read on, keep nothing
          md5.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, fs.createWriteStream(temporary, { flags: 'wx' }));
        if (size !== blob.byteSize) return 'size_mismatch';
        if (md5.digest('base64') !== blob.checksum) return 'checksum_mismatch';
        await fs.promises.rename(temporary, fileOf(blob));
        return null;
      } catch (error) {
        if (error instanceof TooLong) return 'size_mismatch';
        throw error;
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
    },

    async confirm(blob) {
      const stat = await fs.promises.stat(fileOf(blob)).catch(() => null);
      return stat?.size === blob.byteSize;
    },

    async remove(blob) {
      await fs.promises.rm(fileOf(blob), { force: true });
    },
  };
}
