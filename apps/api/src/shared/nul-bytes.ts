// PostgreSQL cannot store the NUL character (U+0000) in text or JSON, so a string carrying one fails deep in
// a query. Input is checked for it at the edge instead (HTTP and GraphQL) and refused as bad input.
import { Stream } from 'node:stream';

export const NUL_BYTE_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** Bytes, not text: a streamed upload body, a Buffer. */
function isBinary(value: object): boolean {
  return value instanceof Stream || value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

/**
 * Whether a string, or any string (key or value) inside objects and arrays, contains NUL. Parsed query strings
 * and route parameters are objects without Object.prototype; streams and buffers are bytes, not walked.
 * Iterative: a body may nest deeply.
 */
export function containsNulByte(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (typeof value === 'object' && value !== null && !isBinary(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
