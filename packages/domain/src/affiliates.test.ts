import { describe, expect, it } from 'vitest';
import { AFFILIATE_PARTNERS, affiliatePartnerOf } from './affiliates.ts';

describe('affiliatePartnerOf', () => {
  it('recognises every partner campaign', () => {
    for (const partner of AFFILIATE_PARTNERS) expect(affiliatePartnerOf(partner)).toBe(partner);
  });

  it('ignores case and surrounding spaces', () => {
    expect(affiliatePartnerOf('LADDER')).toBe('ladder');
    expect(affiliatePartnerOf(' Best-Money ')).toBe('best-money');
  });

  it('is null for other or missing campaigns', () => {
    expect(affiliatePartnerOf('spring-sale')).toBeNull();
    expect(affiliatePartnerOf('ladders')).toBeNull();
    expect(affiliatePartnerOf('')).toBeNull();
    expect(affiliatePartnerOf(null)).toBeNull();
    expect(affiliatePartnerOf(undefined)).toBeNull();
  });
});
