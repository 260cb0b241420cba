// The quote route order (spec 000 §2, 001 §4.7), for what exists once underwriting has decided: the declined
// screen for a rejected, failed or referred application; the term quote when a pending one has not expired;
// the accidental-death page when only its offering is live; otherwise nothing ready (still being prepared, or
// expired). An expired quote or offering never counts as ready.
export type QuoteRouteInput = {
  application: { result: string } | null;
  quote: { status: string } | null;
  offerings: ReadonlyArray<{ status: string }>;
};

export type QuoteRoute =
  | { kind: 'declined'; to: string }
  | { kind: 'term-quote' }
  | { kind: 'accidental-death'; to: '/about-ad' }
  | { kind: 'none' };

const DECLINED = new Set(['rejected', 'failed', 'referred_to_underwriter']);

export function quoteRoute({ application, quote, offerings }: QuoteRouteInput): QuoteRoute {
  if (application && DECLINED.has(application.result))
    return { kind: 'declined', to: `/coverage-denied/${application.result}` };
  if (quote?.status === 'pending') return { kind: 'term-quote' };
  if (offerings.some((offering) => offering.status === 'pending'))
    return { kind: 'accidental-death', to: '/about-ad' };
  return { kind: 'none' };
}
