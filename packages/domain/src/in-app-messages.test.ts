import { describe, expect, it } from 'vitest';
import { IN_APP_KINDS, inAppMessage, isInAppPath } from './in-app-messages.ts';

describe('in-app messages', () => {
  it('know the spec’s kinds', () => {
    expect(IN_APP_KINDS).toEqual([
      'default',
      'email',
      'payment',
      'promo',
      'link',
      'wysh',
      'beneficiary',
      'manual_underwriting_decision',
    ]);
  });

  it('keep their links inside the app', () => {
    expect(isInAppPath('/products/insurance/billing')).toBe(true);
    expect(isInAppPath('/help/free-look?from=toast')).toBe(true);
    for (const href of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a/../b',
      '',
    ])
      expect(isInAppPath(href)).toBe(false);
  });

  it('take a kind, a title and a body, trimmed, and refuse what is missing or too long', () => {
    expect(
      inAppMessage({ kind: 'promo', title: ' Refer a friend ', body: 'Share wysh.', link: null }),
    ).toEqual({
      ok: true,
      value: { kind: 'promo', title: 'Refer a friend', body: 'Share wysh.', link: null },
    });
    const refused = inAppMessage({
      kind: 'spam',
      title: '',
      body: 'x'.repeat(301),
      link: { label: 'Go', href: 'https://evil.example' },
    });
    expect(refused.ok ? [] : refused.problems.map((p) => p.field)).toEqual(['kind', 'title', 'body', 'link']);
  });
});
