import { describe, expect, it } from 'vitest';
import { resolveDeepLink } from './deep-link';

const link = (params: Record<string, string>) =>
  resolveDeepLink(`?${new URLSearchParams(params).toString()}`);

describe('resolveDeepLink', () => {
  it('signs in with the token first for login, quote_review and policy_reinstatement', () => {
    expect(link({ feature: 'quote_review', token: 't1' })).toEqual({
      kind: 'signIn',
      token: 't1',
      purpose: 'QUOTE_REVIEW',
      to: '/review-quote',
    });
    expect(link({ feature: 'policy_reinstatement', token: 't2', path: '/elsewhere' })).toEqual({
      kind: 'signIn',
      token: 't2',
      purpose: 'POLICY_REINSTATEMENT',
      to: '/account/policy-reinstatement',
    });
    expect(link({ feature: 'login', token: 't3', path: '/account/profile?tab=1' })).toEqual({
      kind: 'signIn',
      token: 't3',
      purpose: 'LOGIN',
      to: '/account/profile?tab=1',
    });
    expect(link({ feature: 'login', token: 't3' })).toMatchObject({ to: '/products/insurance/welcome' });
  });

  it('signs a reinstatement_quote_review link in with its token and shows the reinstatement offer', () => {
    expect(
      link({
        feature: 'reinstatement_quote_review',
        token: 't4',
        path: '/fulfillment/reinstatement/7d0c2f5e-0b1a-4c55-9a43-1f2b3c4d5e6f',
      }),
    ).toEqual({
      kind: 'signIn',
      token: 't4',
      purpose: 'REINSTATEMENT_QUOTE_REVIEW',
      to: '/fulfillment/reinstatement/7d0c2f5e-0b1a-4c55-9a43-1f2b3c4d5e6f',
    });
    // Only to an offer: any other path leads to the reinstatement page.
    for (const path of ['/account/billing', '/fulfillment/reinstatement/p1/purchase', '//evil.example']) {
      expect(link({ feature: 'reinstatement_quote_review', token: 't4', path })).toMatchObject({
        kind: 'signIn',
        to: '/account/policy-reinstatement',
      });
    }
  });

  it('takes reset_password and new_email tokens to their pages', () => {
    expect(link({ feature: 'reset_password', token: 'a/b c' })).toEqual({
      kind: 'go',
      to: '/create-new-password/a%2Fb%20c',
    });
    expect(link({ feature: 'new_email', token: 'e1' })).toEqual({ kind: 'go', to: '/verify-email/e1' });
  });

  it('needs a token for the features that carry one', () => {
    for (const feature of ['login', 'quote_review', 'policy_reinstatement', 'reset_password', 'new_email']) {
      expect(link({ feature, path: '/account' })).toEqual({ kind: 'missing', feature, missing: 'token' });
      expect(link({ feature, token: '  ' })).toMatchObject({ kind: 'missing', missing: 'token' });
    }
  });

  it('sends features with a page of their own there', () => {
    expect(link({ feature: 'settings_billing' })).toEqual({ kind: 'go', to: '/products/insurance/billing' });
    expect(link({ feature: 'affiliate-estimate' })).toEqual({
      kind: 'go',
      to: '/products/insurance/get-wysh-estimate',
    });
    expect(link({ feature: 'reinstatement_quote_review' })).toEqual({
      kind: 'go',
      to: '/account/policy-reinstatement',
    });
  });

  it("takes an affiliate estimate link to the landing with its parameters (not the link's own)", () => {
    expect(
      link({
        feature: 'affiliate-estimate',
        token: 'x',
        birthdate: '06/15/1990',
        coverageAmount: '500000',
        gender: 'female',
        campaign: 'ladder',
      }),
    ).toEqual({
      kind: 'go',
      to: '/products/insurance/get-wysh-estimate?birthdate=06%2F15%2F1990&coverageAmount=500000&gender=female&campaign=ladder',
    });
    expect(link({ feature: 'settings_billing', birthdate: '1990-01-01' })).toEqual({
      kind: 'go',
      to: '/products/insurance/billing',
    });
  });

  it('sends other links to their path, only when it is a path inside the app', () => {
    expect(link({ feature: 'wyshes', path: '/wyshes?x=1#top' })).toEqual({
      kind: 'go',
      to: '/wyshes?x=1#top',
    });
    expect(link({ path: '/customer-support' })).toEqual({ kind: 'go', to: '/customer-support' });
    for (const path of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      'account',
      '/deep-link?feature=login&token=x',
    ]) {
      expect(link({ feature: 'other', path })).toEqual({
        kind: 'missing',
        feature: 'other',
        missing: 'path',
      });
    }
    expect(resolveDeepLink('')).toEqual({ kind: 'missing', feature: null, missing: 'path' });
  });

  it('does not mistake inherited object keys for features', () => {
    expect(link({ feature: 'constructor', token: 't' })).toEqual({
      kind: 'missing',
      feature: 'constructor',
      missing: 'path',
    });
    expect(link({ feature: 'toString', path: '/wyshes' })).toEqual({ kind: 'go', to: '/wyshes' });
  });
});
