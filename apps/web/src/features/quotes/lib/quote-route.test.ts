import { describe, expect, it } from 'vitest';
import { quoteRoute } from './quote-route';

const live = { status: 'pending' };
const expired = { status: 'expired' };

describe('the quote route order', () => {
  it('sends a rejected, failed or referred application to its declined screen first', () => {
    for (const result of ['rejected', 'failed', 'referred_to_underwriter'])
      expect(quoteRoute({ application: { result }, quote: live, offerings: [live] })).toEqual({
        kind: 'declined',
        to: `/coverage-denied/${result}`,
      });
  });

  it('shows a pending term quote before the accidental-death offering', () => {
    expect(quoteRoute({ application: { result: 'accepted' }, quote: live, offerings: [live] })).toEqual({
      kind: 'term-quote',
    });
  });

  it('leads to /about-ad when only the offering is live (term declined)', () => {
    expect(quoteRoute({ application: { result: 'accepted' }, quote: null, offerings: [live] })).toEqual({
      kind: 'accidental-death',
      to: '/about-ad',
    });
  });

  it('never counts an expired quote or offering as ready', () => {
    expect(quoteRoute({ application: { result: 'accepted' }, quote: expired, offerings: [expired] })).toEqual(
      {
        kind: 'none',
      },
    );
    expect(quoteRoute({ application: null, quote: null, offerings: [] })).toEqual({ kind: 'none' });
  });
});
