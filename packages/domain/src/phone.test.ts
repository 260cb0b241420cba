import { describe, expect, it } from 'vitest';
import { formatUsPhone, usPhoneHref } from './phone.ts';

describe('formatUsPhone', () => {
  it('formats ten digits', () => {
    expect(formatUsPhone('8005550100')).toBe('(800) 555-0100');
  });

  it('accepts a leading country code and punctuation', () => {
    expect(formatUsPhone('+1 800-555-0100')).toBe('(800) 555-0100');
  });

  it('leaves other values alone', () => {
    expect(formatUsPhone('12345')).toBe('12345');
  });
});

describe('usPhoneHref', () => {
  it('builds a tel: link with the country code', () => {
    expect(usPhoneHref('8005550100')).toBe('tel:+18005550100');
    expect(usPhoneHref('1 (800) 555-0100')).toBe('tel:+18005550100');
  });

  it('is null for a number that cannot be dialled', () => {
    expect(usPhoneHref('555')).toBeNull();
  });
});
