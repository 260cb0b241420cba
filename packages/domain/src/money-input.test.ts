import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { MAX_CHOSEN_AMOUNT, readChosenAmount } from './money-input.ts';

const cover = { min: cents(10_000_000), max: cents(200_000_000) };

describe('reading an amount a person chose', () => {
  it('takes whole dollars, in cents, within the limits', () => {
    expect(readChosenAmount(50_000_000, cover)).toEqual({ ok: true, value: 50_000_000 });
    expect(readChosenAmount(0)).toEqual({ ok: true, value: 0 });
    expect(readChosenAmount(MAX_CHOSEN_AMOUNT)).toEqual({ ok: true, value: MAX_CHOSEN_AMOUNT });
  });

  it.each([['500000'], [12.5], [50_000_050], [Number.NaN], [Infinity], [null], [undefined], [{}], [2 ** 60]])(
    'refuses %s as not whole dollars',
    (raw) => expect(readChosenAmount(raw)).toEqual({ ok: false, error: { code: 'wholeDollars' } }),
  );

  it('refuses negatives and amounts beyond the limits as out of range', () => {
    expect(readChosenAmount(-100)).toEqual({ ok: false, error: { code: 'inRange' } });
    expect(readChosenAmount(MAX_CHOSEN_AMOUNT + 100)).toEqual({ ok: false, error: { code: 'inRange' } });
    expect(readChosenAmount(9_999_900, cover)).toEqual({ ok: false, error: { code: 'inRange' } });
    expect(readChosenAmount(200_000_100, cover)).toEqual({ ok: false, error: { code: 'inRange' } });
  });
});
