/// <reference types="node" />
// Premiums against the filed tables of packages/domain/rates (the test reads the files; the pricing code is pure).
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '../money.ts';
import {
  accidentalDeathPremium,
  estimateClass,
  MONTHLY_ROUNDING,
  TERM_LIFE_COVER,
  termLifeEstimate,
  termLifePremium,
  termOptions,
} from './premiums.ts';
import { parseAccidentalDeathRates, parseTermLifeRates, TERM_LIFE_CLASSES, type Sex } from './rate-tables.ts';

const rates = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../../rates', file), 'utf8');
const termLife = parseTermLifeRates(rates('term-life.2026-11-v1.csv'), 'term-life.2026-11-v1');
const accidentalDeath = parseAccidentalDeathRates(
  rates('accidental-death.2026-11-v1.csv'),
  'accidental-death.2026-11-v1',
);

const dollars = (amount: number) => cents(amount * 100);
const monthly = (request: Parameters<typeof termLifePremium>[1]) => {
  const premium = termLifePremium(termLife, request);
  if (!premium.ok) throw new Error(premium.error.code);
  return premium.value.monthly;
};

describe('term-life premiums', () => {
  it.each([
    ['male', 'preferred_plus', 30, 500_000, 1926],
    ['male', 'preferred', 30, 500_000, 2373],
    ['female', 'preferred_plus', 25, 100_000, 740],
    ['male', 'standard', 45, 500_000, 10583],
    ['male', 'tobacco_standard', 40, 500_000, 14814],
  ] as const)(
    'match the filed worked figure: %s %s, age %i, 20 years, $%i',
    (sex, rateClass, age, amount, expected) => {
      expect(monthly({ sex, rateClass, issueAge: age, termYears: 20, amount: dollars(amount) })).toBe(
        expected,
      );
    },
  );

  it('say what produced them: rate version, class, issue age and the filed figures', () => {
    const premium = termLifePremium(termLife, {
      sex: 'male',
      rateClass: 'preferred_plus',
      issueAge: 30,
      termYears: 20,
      amount: dollars(500_000),
    });
    expect(premium).toEqual({
      ok: true,
      value: {
        annual: 22013,
        monthly: 1926,
        annualRatePer1000: '0.3156',
        annualPolicyFee: 6233,
        rateVersion: 'term-life.2026-11-v1',
        issueAge: 30,
        rateClass: 'preferred_plus',
        termYears: 20,
      },
    });
  });

  it('offer only filed ages, terms and amounts', () => {
    const base = {
      sex: 'female',
      rateClass: 'preferred',
      issueAge: 40,
      termYears: 20,
      amount: dollars(250_000),
    } as const;
    expect(termLifePremium(termLife, { ...base, issueAge: 46 })).toEqual({
      ok: false,
      error: { code: 'AGE_NOT_OFFERED' },
    });
    expect(termLifePremium(termLife, { ...base, termYears: 26 })).toEqual({
      ok: false,
      error: { code: 'TERM_NOT_OFFERED' },
    });
    expect(termLifePremium(termLife, { ...base, termYears: 9 })).toEqual({
      ok: false,
      error: { code: 'TERM_NOT_OFFERED' },
    });
    for (const amount of [dollars(50_000), dollars(2_050_000), dollars(125_000)])
      expect(termLifePremium(termLife, { ...base, amount })).toEqual({
        ok: false,
        error: { code: 'AMOUNT_NOT_OFFERED' },
      });
  });

  it('offer terms from 10 years to the one that ends at 65', () => {
    expect(termOptions(30)).toEqual(Array.from({ length: 26 }, (_, index) => 10 + index));
    expect(termOptions(45)).toEqual(Array.from({ length: 11 }, (_, index) => 10 + index));
  });

  it('price an estimate at preferred, or tobacco preferred', () => {
    expect(estimateClass(false)).toBe('preferred');
    expect(estimateClass(true)).toBe('tobacco_preferred');
  });

  const sex = fc.constantFrom<Sex>('male', 'female');
  const step = Number(TERM_LIFE_COVER.step);
  const amount = fc.integer({ min: 2, max: 40 }).map((steps) => cents(steps * step) as Cents);
  const classIndex = fc.integer({ min: 0, max: TERM_LIFE_CLASSES.length - 1 });

  it('never fall when the cover rises', () => {
    fc.assert(
      fc.property(
        sex,
        classIndex,
        fc.integer({ min: 18, max: 45 }),
        amount,
        fc.nat(),
        (s, c, age, a, pick) => {
          const terms = termOptions(age);
          const termYears = terms[pick % terms.length]!;
          const rateClass = TERM_LIFE_CLASSES[c]!;
          const more = cents(Math.min(a + step, Number(TERM_LIFE_COVER.max)));
          const request = { sex: s, rateClass, issueAge: age, termYears };
          expect(monthly({ ...request, amount: more })).toBeGreaterThanOrEqual(
            monthly({ ...request, amount: a }),
          );
        },
      ),
    );
  });

  // The filed rates follow the 2015 VBT, whose young-adult mortality falls from 18 to about 30 (the accident
  // hump): below 31 a year older can cost less, and the engine charges what is filed.
  it('follow the filed table where it falls with age: 18 to 19', () => {
    const request = {
      sex: 'male',
      rateClass: 'preferred_plus',
      termYears: 10,
      amount: dollars(100_000),
    } as const;
    expect(monthly({ ...request, issueAge: 19 })).toBeLessThan(monthly({ ...request, issueAge: 18 }));
  });

  it('never fall when the age rises from 31 on, for the same term', () => {
    fc.assert(
      fc.property(
        sex,
        classIndex,
        fc.integer({ min: 31, max: 44 }),
        amount,
        fc.nat(),
        (s, c, age, a, pick) => {
          const terms = termOptions(age + 1);
          const termYears = terms[pick % terms.length]!;
          const request = { sex: s, rateClass: TERM_LIFE_CLASSES[c]!, termYears, amount: a };
          expect(monthly({ ...request, issueAge: age + 1 })).toBeGreaterThanOrEqual(
            monthly({ ...request, issueAge: age }),
          );
        },
      ),
    );
  });

  // Worse within the same tobacco status: the filed tobacco_preferred (smoker RR75) is sometimes cheaper than
  // standard (non-smoker RR125), and underwriting never chooses between them, tobacco use does.
  const worseClasses = fc.constantFrom(
    ...([
      ['preferred_plus', 'preferred'],
      ['preferred', 'standard_plus'],
      ['standard_plus', 'standard'],
      ['tobacco_preferred', 'tobacco_standard'],
    ] as const),
  );

  it('never fall when the class is worse, for the same tobacco use', () => {
    fc.assert(
      fc.property(
        sex,
        worseClasses,
        fc.integer({ min: 18, max: 45 }),
        amount,
        fc.nat(),
        (s, [better, worse], age, a, pick) => {
          const terms = termOptions(age);
          const request = { sex: s, issueAge: age, termYears: terms[pick % terms.length]!, amount: a };
          expect(monthly({ ...request, rateClass: worse })).toBeGreaterThanOrEqual(
            monthly({ ...request, rateClass: better }),
          );
        },
      ),
    );
  });
});

// Spec 000 §9: "estimate floors monthly premium, quotes use a rounding helper". The oracle below works the
// exact monthly premium out in its own way (decimal strings scaled to whole hundred-millionths of a cent), so
// the rule is checked against arithmetic the pricing code does not share.
describe('rounding: an estimate floors its monthly premium, a quote rounds half-up', () => {
  const SCALE = 10n ** 8n;
  /** A decimal string ("0.3156", "62.33") as an integer of its value x 10^8. */
  const scaled = (decimal: string) => {
    const [whole, fraction = ''] = decimal.split('.');
    return BigInt(`${whole}${fraction.padEnd(8, '0')}`);
  };
  /** The exact monthly premium in cents x 10^8 x 10^4 (0.0875 = 875 / 10^4): an integer, never rounded. */
  const exactMonthly = (
    request: { sex: Sex; rateClass: (typeof TERM_LIFE_CLASSES)[number]; issueAge: number; termYears: number },
    amount: Cents,
  ) => {
    const rate = termLife.rate(request)!;
    // annual cents = rate x amount(cents) / 1000 + fee x 100
    const annualScaled =
      (scaled(rate.annualRatePer1000) * BigInt(amount)) / 1000n + scaled(rate.annualPolicyFeeUsd) * 100n;
    // rate x amount is a whole number of 10^-8 cents divided by 1000 only when exact: keep the remainder out.
    expect((scaled(rate.annualRatePer1000) * BigInt(amount)) % 1000n).toBe(0n);
    return annualScaled * 875n;
  };
  const DIVISOR = SCALE * 10_000n;
  const floorOf = (exact: bigint) => Number(exact / DIVISOR);
  const halfUpOf = (exact: bigint) => Number((exact * 2n + DIVISOR) / (DIVISOR * 2n));

  it('names the rule of each', () => {
    expect(MONTHLY_ROUNDING).toEqual({ estimate: 'floor', quote: 'half-up' });
  });

  it("prices the issue's example: male, 30, $500,000, 20 years at preferred is $23.72 estimated, $23.73 quoted", () => {
    const request = { sex: 'male', issueAge: 30, termYears: 20, amount: dollars(500_000) } as const;
    const estimate = termLifeEstimate(termLife, { ...request, tobacco: false });
    const quote = termLifePremium(termLife, { ...request, rateClass: 'preferred' });
    expect(estimate.ok && estimate.value).toMatchObject({
      monthly: 2372,
      annual: 27119,
      rateClass: 'preferred',
    });
    expect(quote.ok && quote.value).toMatchObject({ monthly: 2373, annual: 27119, rateClass: 'preferred' });
  });

  const sex = fc.constantFrom<Sex>('male', 'female');
  const step = Number(TERM_LIFE_COVER.step);
  const amount = fc.integer({ min: 2, max: 40 }).map((steps) => cents(steps * step) as Cents);
  const person = fc
    .record({
      sex,
      tobacco: fc.boolean(),
      issueAge: fc.integer({ min: 18, max: 45 }),
      amount,
      pick: fc.nat(),
    })
    .map(({ pick, ...rest }) => {
      const terms = termOptions(rest.issueAge);
      return { ...rest, termYears: terms[pick % terms.length]! };
    });

  it('floors every estimate to the cent, at the estimate class', () => {
    fc.assert(
      fc.property(person, ({ tobacco, amount: a, ...request }) => {
        const estimate = termLifeEstimate(termLife, { ...request, tobacco, amount: a });
        if (!estimate.ok) throw new Error(estimate.error.code);
        const rateClass = estimateClass(tobacco);
        expect(estimate.value.rateClass).toBe(rateClass);
        expect(estimate.value.monthly).toBe(floorOf(exactMonthly({ ...request, rateClass }, a)));
      }),
    );
  });

  it('rounds every quote half-up, as filed, at any class', () => {
    fc.assert(
      fc.property(
        person,
        fc.constantFrom(...TERM_LIFE_CLASSES),
        ({ tobacco: _tobacco, amount: a, ...request }, rateClass) => {
          const quote = termLifePremium(termLife, { ...request, rateClass, amount: a });
          if (!quote.ok) throw new Error(quote.error.code);
          expect(quote.value.monthly).toBe(halfUpOf(exactMonthly({ ...request, rateClass }, a)));
        },
      ),
    );
  });

  it('differs from the quote at the same class by the rounding alone: never above it, at most a cent below', () => {
    fc.assert(
      fc.property(person, ({ tobacco, amount: a, ...request }) => {
        const estimate = termLifeEstimate(termLife, { ...request, tobacco, amount: a });
        const quote = termLifePremium(termLife, { ...request, rateClass: estimateClass(tobacco), amount: a });
        if (!estimate.ok || !quote.ok) throw new Error('not priced');
        const { monthly: estimated, ...estimateRest } = estimate.value;
        const { monthly: quoted, ...quoteRest } = quote.value;
        expect(estimateRest).toEqual(quoteRest);
        expect(quoted - estimated).toBeGreaterThanOrEqual(0);
        expect(quoted - estimated).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keeps accidental-death offerings on the filed rounding', () => {
    // age 30, $250,000: the filed example, $13.19 (exactly $13.18625: half-up; a floor would say $13.18).
    const premium = accidentalDeathPremium(accidentalDeath, { issueAge: 30, amount: dollars(250_000) });
    expect(premium.ok && premium.value.monthly).toBe(1319);
  });
});

describe('accidental-death premiums', () => {
  it('match the filed example: age 30, $250,000 is $13.19 a month', () => {
    const premium = accidentalDeathPremium(accidentalDeath, { issueAge: 30, amount: dollars(250_000) });
    expect(premium).toMatchObject({
      ok: true,
      value: { monthly: 1319, rateVersion: 'accidental-death.2026-11-v1' },
    });
  });

  it('offer ages 18 to 60 and $50,000 to $1,000,000 in $50,000 steps', () => {
    expect(accidentalDeathPremium(accidentalDeath, { issueAge: 61, amount: dollars(50_000) })).toEqual({
      ok: false,
      error: { code: 'AGE_NOT_OFFERED' },
    });
    expect(accidentalDeathPremium(accidentalDeath, { issueAge: 60, amount: dollars(1_000_000) }).ok).toBe(
      true,
    );
    expect(accidentalDeathPremium(accidentalDeath, { issueAge: 30, amount: dollars(1_050_000) })).toEqual({
      ok: false,
      error: { code: 'AMOUNT_NOT_OFFERED' },
    });
  });
});
