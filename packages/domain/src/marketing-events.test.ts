import { describe, expect, it } from 'vitest';
import { attributionEventOf, isTrackedPath, messagingEventOf } from './marketing-events.ts';

describe('messaging events', () => {
  it('are home_view and page views, never of /login nor /fulfillment*', () => {
    expect(messagingEventOf('home_view', {})).toEqual({ kind: 'event', name: 'home_view' });
    expect(messagingEventOf('page_view', { path: '/wyshes' })).toEqual({ kind: 'page', path: '/wyshes' });
    expect(messagingEventOf('page_view', { path: '/login' })).toBeNull();
    expect(messagingEventOf('page_view', { path: '/fulfillment/start' })).toBeNull();
    expect(messagingEventOf('page_view', { path: 'wyshes' })).toBeNull();
    expect(messagingEventOf('page_view', {})).toBeNull();
    expect(messagingEventOf('wysh_created', {})).toBeNull();
    expect(isTrackedPath('/login-help')).toBe(true);
    expect(isTrackedPath('/fulfillment')).toBe(false);
  });
});

describe('attribution events', () => {
  it('make an issued policy PURCHASE with its monthly premium in dollars and the term in months', () => {
    expect(
      attributionEventOf('policy_created', { price: 2345, termMonths: 240, productSlug: 'wysh-term-life' }),
    ).toEqual({
      name: 'PURCHASE',
      properties: {
        price: 23.45,
        revenue: 23.45,
        currency: 'USD',
        term_months: 240,
        product: 'wysh-term-life',
      },
    });
    expect(attributionEventOf('policy_created', { price: 0, termMonths: 240 })).toBeNull();
    expect(attributionEventOf('policy_created', { price: '12', termMonths: 240 })).toBeNull();
    expect(attributionEventOf('policy_created', { price: 900, termMonths: null })).toEqual({
      name: 'PURCHASE',
      properties: { price: 9, revenue: 9, currency: 'USD' },
    });
  });

  it("never take a price from the browser's own purchase report", () => {
    expect(attributionEventOf('purchase', { price: 2345, termMonths: 240 })).toBeNull();
  });

  it('complete a registration at its phone verification and view the item at the quote', () => {
    expect(attributionEventOf('registration_2fa', {})?.name).toBe('COMPLETE_REGISTRATION');
    expect(attributionEventOf('fulfillment_quote_displayed_pageview', {})?.name).toBe('VIEW_ITEM');
    expect(attributionEventOf('home_view', {})).toBeNull();
  });
});
