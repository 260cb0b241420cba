// Our wordmark and the affiliate partners' wordmarks (text-based SVGs: no image requests).
import type { AffiliatePartner } from '@wysh/domain/affiliates';
import { useTranslation } from 'react-i18next';

export function WyshLogo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 92 32"
      width="92"
      height="32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="16" r="11" fill="var(--color-accent)" />
      <path
        d="M6.5 12.5 9 20l3-5.5 3 5.5 2.5-7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="28"
        y="23"
        fontFamily="var(--font-sans)"
        fontSize="21"
        fontWeight="800"
        letterSpacing="-0.5"
        fill="currentColor"
      >
        wysh
      </text>
    </svg>
  );
}

const PARTNER_WORDMARKS: Record<
  AffiliatePartner,
  { text: string; width: number; weight: number; style?: 'italic' }
> = {
  arro: { text: 'arro', width: 50, weight: 800 },
  'best-money': { text: 'BestMoney', width: 104, weight: 700 },
  cappsool: { text: 'cappsool', width: 88, weight: 700, style: 'italic' },
  ladder: { text: 'LADDER', width: 78, weight: 800 },
  unest: { text: 'UNest', width: 62, weight: 800 },
};

export function PartnerLogo({ partner, className }: { partner: AffiliatePartner; className?: string }) {
  const { t } = useTranslation();
  const mark = PARTNER_WORDMARKS[partner];
  const name = t(PARTNER_NAME_KEYS[partner]);
  return (
    <svg
      role="img"
      aria-label={t('header.partnerLogo', { partner: name })}
      viewBox={`0 0 ${mark.width} 32`}
      width={mark.width}
      height="32"
      className={className}
      data-partner={partner}
    >
      <text
        x="0"
        y="22"
        fontFamily="var(--font-sans)"
        fontSize="18"
        fontWeight={mark.weight}
        fontStyle={mark.style ?? 'normal'}
        fill="currentColor"
        textLength={mark.width - 2}
        lengthAdjust="spacingAndGlyphs"
      >
        {mark.text}
      </text>
    </svg>
  );
}

const PARTNER_NAME_KEYS = {
  arro: 'partners.arro',
  'best-money': 'partners.best-money',
  cappsool: 'partners.cappsool',
  ladder: 'partners.ladder',
  unest: 'partners.unest',
} as const satisfies Record<AffiliatePartner, string>;
