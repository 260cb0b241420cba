// Campaign data of this visit: the UTM parameters and the affiliate partner they name.
import { create } from 'zustand';
import { affiliatePartnerOf, type AffiliatePartner } from '@wysh/domain/affiliates';
import { parseUtm, readStoredUtm, storeUtm, type UtmParams } from '../lib/utm';

interface TrackingState {
  utm: UtmParams;
  partner: AffiliatePartner | null;
  /** Takes the UTM parameters of a URL's query string; a URL without any keeps what the visit already has. */
  capture: (search: string) => void;
}

function stateOf(utm: UtmParams) {
  return { utm, partner: affiliatePartnerOf(utm.utm_campaign) };
}

export const useTrackingStore = create<TrackingState>()((set) => ({
  ...stateOf(readStoredUtm()),
  capture: (search) => {
    const utm = parseUtm(search);
    if (!utm) return;
    storeUtm(utm);
    set(stateOf(utm));
  },
}));
