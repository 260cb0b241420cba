// Where the brand lives on social networks (footer links).

export interface SocialProfile {
  network: 'facebook' | 'instagram' | 'x' | 'linkedin';
  url: string;
}

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { network: 'facebook', url: 'https://www.facebook.com/wyshinsurance' },
  { network: 'instagram', url: 'https://www.instagram.com/wyshinsurance' },
  { network: 'x', url: 'https://x.com/wyshinsurance' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/wysh' },
];
