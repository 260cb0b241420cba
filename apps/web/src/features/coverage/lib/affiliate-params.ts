// The query of an affiliate link or placement: birthdate, coverageAmount (whole dollars), gender (or sex),
// campaign (or utm_campaign), placementId and environment. Only what the landing can use is read.
import { affiliatePartnerOf, type AffiliatePartner } from '@wysh/domain/affiliates';
import { parseCalendarDate } from '@wysh/domain/calendar';
import { formatShortDate } from '@wysh/domain/dates';
import { sexOf } from './instant-estimate';

export type AffiliateParams = {
  birthdate: string;
  sex: 'male' | 'female' | null;
  /** Cents, as typed (not yet on the step); null when absent or not a number. */
  amount: number | null;
  partner: AffiliatePartner | null;
  placementId: string | null;
  environment: string | null;
};

/** A birth date as people type it here (MM/DD/YYYY), whichever spelling the link used; kept as sent if unreadable. */
function typedBirthdate(value: string | null): string {
  const raw = value?.trim() ?? '';
  const date = parseCalendarDate(raw);
  return date ? formatShortDate(date) : raw;
}

function dollarsToCents(value: string | null): number | null {
  const digits = value?.replace(/[$,\s]/g, '') ?? '';
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits) * 100;
}

export function affiliateParams(search: string): AffiliateParams {
  const params = new URLSearchParams(search);
  return {
    birthdate: typedBirthdate(params.get('birthdate')),
    sex: sexOf(params.get('gender') ?? params.get('sex')),
    amount: dollarsToCents(params.get('coverageAmount')),
    partner: affiliatePartnerOf(params.get('campaign') ?? params.get('utm_campaign')),
    placementId: params.get('placementId')?.trim().slice(0, 64) || null,
    environment: params.get('environment')?.trim().slice(0, 32) || null,
  };
}

/** The landing's address with what the placement knew, for its link out. */
export function landingHref(params: AffiliateParams): string {
  const query = new URLSearchParams();
  if (params.birthdate) query.set('birthdate', params.birthdate);
  if (params.sex) query.set('gender', params.sex);
  if (params.amount !== null) query.set('coverageAmount', String(params.amount / 100));
  if (params.partner) query.set('campaign', params.partner);
  if (params.placementId) query.set('placementId', params.placementId);
  const text = query.toString();
  return `/products/insurance/get-wysh-estimate${text ? `?${text}` : ''}`;
}
