import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { containsNulByte } from './nul-bytes.ts';

describe('containsNulByte', () => {
  it('finds a NUL in a string, a key or a value at any depth', () => {
    expect(containsNulByte('a\u0000b')).toBe(true);
    expect(containsNulByte({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe(true);
    expect(containsNulByte({ 'k\u0000': 1 })).toBe(true);
    expect(containsNulByte(Object.assign(Object.create(null) as object, { q: '\u0000' }))).toBe(true);
  });

  it('passes everything else, and does not walk streams or buffers', () => {
    expect(containsNulByte({ a: ['b', 1, null, true, { c: '\\u0000' }] })).toBe(false);
    expect(containsNulByte(undefined)).toBe(false);
    expect(containsNulByte(Buffer.from([0, 0]))).toBe(false);
    expect(containsNulByte(Readable.from(['\u0000']))).toBe(false);
  });

  it('copes with deeply nested input', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(containsNulByte(deep)).toBe(true);
  });
});
