import { describe, expect, it } from 'vitest';
import {
  clampSlider,
  formatNumeric,
  formatTaxId,
  maskDate,
  numericText,
  shownDate,
  sliderText,
  storedDate,
} from './masks';

describe('formatTaxId', () => {
  it('keeps digits only, formatted 3-2-4 with hyphens and capped at 11 characters', () => {
    expect(formatTaxId('1')).toBe('1');
    expect(formatTaxId('1234')).toBe('123-4');
    expect(formatTaxId('12345')).toBe('123-45');
    expect(formatTaxId('123456')).toBe('123-45-6');
    expect(formatTaxId('12a3-45 6789xyz')).toBe('123-45-6789');
    expect(formatTaxId('1234567890123')).toBe('123-45-6789');
    expect(formatTaxId('1234567890123')).toHaveLength(11);
  });
});

describe('date mask', () => {
  it('puts the slashes in as the parts fill and stores ISO once the day is real', () => {
    expect(maskDate('0')).toBe('0');
    expect(maskDate('012')).toBe('01/2');
    expect(maskDate('01/23/19')).toBe('01/23/19');
    expect(maskDate('012319901')).toBe('01/23/1990');
    expect(storedDate('01/23/1990')).toBe('1990-01-23');
    expect(storedDate('02/30/1990')).toBe('02/30/1990');
    expect(storedDate('01/23/19')).toBe('01/23/19');
    expect(shownDate('1990-01-23')).toBe('01/23/1990');
    expect(shownDate('01/2')).toBe('01/2');
  });
});

describe('numeric text', () => {
  it('groups thousands for currency and drops leading zeros', () => {
    expect(formatNumeric('001250000', { precision: 0, currency: true })).toBe('1,250,000');
    expect(formatNumeric('$1,250.99', { precision: 0, currency: true })).toBe('125,099');
    expect(formatNumeric('1250', { precision: 0, currency: false })).toBe('1250');
  });

  it('keeps one dot and truncates the decimals to the precision', () => {
    expect(formatNumeric('12.3456', { precision: 2, currency: false })).toBe('12.34');
    expect(formatNumeric('1234.5', { precision: 2, currency: true })).toBe('1,234.5');
    expect(formatNumeric('.5', { precision: 1, currency: false })).toBe('0.5');
    expect(formatNumeric('1.2.3', { precision: 2, currency: false })).toBe('1.23');
    expect(numericText(450000, { precision: 0, currency: true })).toBe('450,000');
    expect(numericText(null, { precision: 0, currency: true })).toBe('');
  });
});

describe('slider', () => {
  const bounds = { min: 50000, max: 1000000, increment: 50000, valueBase: 0 };

  it('keeps digits without leading zeros, at most characterMax of them', () => {
    expect(sliderText('00$120,000', 20)).toBe('120000');
    expect(sliderText('123456', 4)).toBe('1234');
  });

  it('clamps to the smallest and largest tick and rounds to the increment', () => {
    expect(clampSlider(10, bounds)).toEqual({ value: 50000, clamped: 'min' });
    expect(clampSlider(2000000, bounds)).toEqual({ value: 1000000, clamped: 'max' });
    expect(clampSlider(120000, bounds)).toEqual({ value: 100000, clamped: null });
    expect(clampSlider(130000, bounds)).toEqual({ value: 150000, clamped: null });
  });
});
