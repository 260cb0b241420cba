// Co-branding: an affiliate campaign (utm_campaign) shows its partner's logo beside ours.

export const AFFILIATE_PARTNERS = ['arro', 'best-money', 'cappsool', 'ladder', 'unest'] as const;

export type AffiliatePartner = (typeof AFFILIATE_PARTNERS)[number];

export function isAffiliatePartner(value: string): value is AffiliatePartner {
  return (AFFILIATE_PARTNERS as readonly string[]).includes(value);
}

/** The partner a campaign id belongs to (case-insensitive), or null for any other campaign. */
export function affiliatePartnerOf(campaign: string | null | undefined): AffiliatePartner | null {
  const normalised = campaign?.trim().toLowerCase() ?? '';
  return isAffiliatePartner(normalised) ? normalised : null;
}
