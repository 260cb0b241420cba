import { describe, expect, it } from 'vitest';
import { instantInput, offeredCover, sexOf } from './instant-estimate';

describe('the instant estimate of an affiliate page', () => {
  it('takes birth date, sex and cover, priced at 20 years without tobacco', () => {
    expect(instantInput({ birthdate: '06/15/1990', sex: 'F', amount: 50_000_000 }, '2026-11-24')).toEqual({
      input: { birthdate: '1990-06-15', sex: 'female', amount: 50_000_000, termDuration: 20, tobacco: false },
    });
  });

  it('rounds the cover to the $50,000 step and clamps it to the filed limits', () => {
    expect(offeredCover(52_000_000)).toBe(50_000_000);
    expect(offeredCover(1)).toBe(10_000_000);
    expect(offeredCover(900_000_000)).toBe(200_000_000);
    expect(offeredCover(Number.NaN)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(instantInput({ birthdate: 'soon', sex: 'male', amount: 1 })).toEqual({ problem: 'birthdate' });
    expect(instantInput({ birthdate: '2020-01-01', sex: 'male', amount: 1 }, '2026-11-24')).toEqual({
      problem: 'age',
    });
    expect(instantInput({ birthdate: '1990-01-01', sex: 'x', amount: 1 }, '2026-11-24')).toEqual({
      problem: 'sex',
    });
    expect(sexOf(' Male ')).toBe('male');
  });
});

describe('the parameters of an affiliate link', () => {
  it('reads birth date, gender, cover in dollars, campaign and placement', async () => {
    const { affiliateParams, landingHref } = await import('./affiliate-params');
    const params = affiliateParams(
      '?birthdate=06/15/1990&coverageAmount=500000&gender=female&campaign=Ladder&placementId=p-1&environment=sandbox',
    );
    expect(params).toEqual({
      birthdate: '06/15/1990',
      sex: 'female',
      amount: 50_000_000,
      partner: 'ladder',
      placementId: 'p-1',
      environment: 'sandbox',
    });
    expect(landingHref(params)).toBe(
      '/products/insurance/get-wysh-estimate?birthdate=06%2F15%2F1990&gender=female&coverageAmount=500000&campaign=ladder&placementId=p-1',
    );
  });

  it('shows an ISO birth date the way people type it, and keeps one it cannot read', async () => {
    const { affiliateParams } = await import('./affiliate-params');
    expect(affiliateParams('?birthdate=1990-05-01').birthdate).toBe('05/01/1990');
    expect(affiliateParams('?birthdate=soon').birthdate).toBe('soon');
    expect(affiliateParams('').birthdate).toBe('');
  });

  it('knows no partner for an unknown campaign, and no cover for words', async () => {
    const { affiliateParams } = await import('./affiliate-params');
    expect(affiliateParams('?utm_campaign=someone&coverageAmount=lots')).toMatchObject({
      partner: null,
      amount: null,
    });
  });
});
