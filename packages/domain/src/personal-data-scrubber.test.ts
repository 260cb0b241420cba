import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passesLuhn } from './payments/cards.ts';
import { scrubErrorReport, scrubText } from './personal-data-scrubber.ts';

describe('scrubText', () => {
  it('removes SSNs, card numbers, e-mail addresses and phone numbers', () => {
    expect(
      scrubText(
        'ssn 123-45-6789 or 123456789, card 4242 4242 4242 4242 and 4000-0566-5566-5556, jane.doe+x@example.com, (800) 555-0100, +1 800.555.0100',
      ),
    ).toBe('ssn [ssn] or [ssn], card [card number] and [card number], [email], [phone], [phone]');
  });

  it('keeps numbers that are not personal data: ids, amounts, a long number failing the Luhn check', () => {
    const text =
      'policy 3f1c2b6e-1234-4a5b-8c9d-0123456789ab owes 12500 cents; order 4242424242424241; line 42';
    expect(scrubText(text)).toBe(text);
  });

  it('never lets a Luhn-valid card number of 13 to 19 digits through, wherever it sits', () => {
    const cardNumber = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 18 })
      .map((digits) => {
        const body = digits.join('');
        const check = [...Array(10).keys()].find((d) => passesLuhn(`${body}${d}`))!;
        return `${body}${check}`;
      });
    fc.assert(
      fc.property(cardNumber, fc.constantFrom(' ', ': ', ' (', '='), (card, before) => {
        expect(scrubText(`paid with${before}${card}.`)).not.toContain(card);
      }),
    );
  });
});

describe('scrubErrorReport', () => {
  it('scrubs messages, breadcrumbs, extra and request data, keeping the user id only', () => {
    const report = scrubErrorReport({
      event_id: 'abc',
      message: 'failed for jane@example.com',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'SSN 123-45-6789 rejected',
            stacktrace: { frames: [{ filename: 'app.ts', lineno: 12, vars: { ssn: '123-45-6789' } }] },
          },
        ],
      },
      breadcrumbs: [{ message: 'typed 4242424242424242', data: { to: 'jane@example.com' } }],
      extra: { phone: '800-555-0100', count: 3 },
      user: { id: 'user-1', email: 'jane@example.com', username: 'Jane', ip_address: '10.0.0.1' },
      request: {
        url: 'https://app.example/graphql?email=jane@example.com',
        data: { ssn: '123456789' },
        cookies: { session: 'x' },
        headers: { 'User-Agent': 'Browser', Authorization: 'Bearer token' },
      },
      tags: { utm_source: 'partner' },
    });
    expect(report).toEqual({
      event_id: 'abc',
      message: 'failed for [email]',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'SSN [ssn] rejected',
            stacktrace: { frames: [{ filename: 'app.ts', lineno: 12 }] },
          },
        ],
      },
      breadcrumbs: [{ message: 'typed [card number]', data: { to: '[email]' } }],
      extra: { phone: '[phone]', count: 3 },
      user: { id: 'user-1' },
      request: { url: 'https://app.example/graphql?email=[email]', headers: { 'User-Agent': 'Browser' } },
      tags: { utm_source: 'partner' },
    });
  });
});
