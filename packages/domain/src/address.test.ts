import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.ts';

describe('formatAddress', () => {
  it('writes an address on one line, leaving out a missing second line', () => {
    const address = {
      street1: '100 Main St',
      street2: 'Apt 2',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43215',
    };
    expect(formatAddress(address)).toBe('100 Main St, Apt 2, Columbus, OH 43215');
    expect(formatAddress({ ...address, street2: null })).toBe('100 Main St, Columbus, OH 43215');
    expect(formatAddress(null)).toBe('');
  });
});
