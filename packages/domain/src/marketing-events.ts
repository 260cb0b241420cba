// Which analytics events the outside marketing services hear of, and in what words (spec 000 §7, 001 §7.7):
// the messaging service gets home_view and page_view (never for /login nor /fulfillment*), the deep-link
// attribution service COMPLETE_REGISTRATION, PURCHASE (price: the monthly premium; term in months) and
// VIEW_ITEM, each once per user. Both hear only of signed-in users, by their id: no e-mail, name or phone.
import type { AnalyticsProperties } from './analytics.ts';

const UNTRACKED_PATHS = [/^\/login\/?$/, /^\/fulfillment(\/|$)/];

/** Whether a page view of this path may be logged (000 §7: not /login nor /fulfillment*). */
export function isTrackedPath(pathname: string): boolean {
  return !UNTRACKED_PATHS.some((pattern) => pattern.test(pathname));
}

export type MessagingEvent = { kind: 'event'; name: 'home_view' } | { kind: 'page'; path: string };

/** What the messaging service is told of an analytics event, or null when nothing. */
export function messagingEventOf(name: string, properties: AnalyticsProperties): MessagingEvent | null {
  if (name === 'home_view') return { kind: 'event', name };
  if (name !== 'page_view') return null;
  const path = properties['path'];
  if (typeof path !== 'string' || !path.startsWith('/') || !isTrackedPath(path)) return null;
  return { kind: 'page', path };
}

export const ATTRIBUTION_EVENT_NAMES = ['COMPLETE_REGISTRATION', 'PURCHASE', 'VIEW_ITEM'] as const;
export type AttributionEventName = (typeof ATTRIBUTION_EVENT_NAMES)[number];

export type AttributionEvent = {
  name: AttributionEventName;
  /** Commerce figures in the currency's units, as the attribution service reads them. */
  properties: Record<string, string | number>;
};

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The attribution event an analytics event makes, or null: registration completes with its phone verified
 * (registration_2fa), the quote's page is the item viewed, and the purchase is the server's policy_created (the
 * policy issued and its packet made), carrying the policy's monthly premium (cents in analytics, dollars here)
 * and the term in months (years x 12). The browser's own `purchase` report makes none: a price a browser states
 * could be anything, the issued policy's cannot.
 */
export function attributionEventOf(name: string, properties: AnalyticsProperties): AttributionEvent | null {
  switch (name) {
    case 'registration_2fa':
      return { name: 'COMPLETE_REGISTRATION', properties: {} };
    case 'fulfillment_quote_displayed_pageview':
      return { name: 'VIEW_ITEM', properties: {} };
    case 'policy_created': {
      const { price, termMonths, productSlug } = properties;
      if (!positiveInteger(price)) return null;
      const dollars = price / 100;
      return {
        name: 'PURCHASE',
        properties: {
          price: dollars,
          revenue: dollars,
          currency: 'USD',
          ...(positiveInteger(termMonths) ? { term_months: termMonths } : {}),
          ...(typeof productSlug === 'string' ? { product: productSlug } : {}),
        },
      };
    }
    default:
      return null;
  }
}
