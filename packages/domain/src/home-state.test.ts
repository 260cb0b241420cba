import { describe, expect, it } from 'vitest';
import {
  insuranceCardState,
  insuranceCardTitle,
  isOfferingExpired,
  shortWyshName,
  wyshCardState,
  type InsuranceFacts,
} from './home-state.ts';

const now = new Date('2026-11-21T15:00:00Z');
const later = new Date('2026-12-01T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');

const none: InsuranceFacts = {
  hasPolicy: false,
  latestApplicationResult: null,
  offerings: [],
  eligibleForUnderwriting: true,
  hasEstimate: false,
};
const liveOffering = { status: 'pending' as const, effectiveUntil: later };

describe('insuranceCardState', () => {
  it('is marketing when the user has nothing', () => {
    expect(insuranceCardState(none, now)).toBe('marketing');
  });

  it('is recapture when only an estimate exists', () => {
    expect(insuranceCardState({ ...none, hasEstimate: true }, now)).toBe('recapture');
  });

  it('is reviewing when the application is pending and the user is not eligible for underwriting', () => {
    const facts = { ...none, hasEstimate: true, latestApplicationResult: 'pending' as const };
    expect(insuranceCardState({ ...facts, eligibleForUnderwriting: false }, now)).toBe('reviewing');
    // Still eligible for underwriting: not in review yet.
    expect(insuranceCardState(facts, now)).toBe('recapture');
  });

  it('is quote when a non-expired offering exists, ahead of reviewing', () => {
    const facts: InsuranceFacts = {
      ...none,
      hasEstimate: true,
      latestApplicationResult: 'pending',
      eligibleForUnderwriting: false,
      offerings: [liveOffering],
    };
    expect(insuranceCardState(facts, now)).toBe('quote');
  });

  it('ignores expired offerings (past effectiveUntil, or status expired)', () => {
    const facts: InsuranceFacts = {
      ...none,
      hasEstimate: true,
      offerings: [
        { status: 'pending', effectiveUntil: earlier },
        { status: 'expired', effectiveUntil: later },
      ],
    };
    expect(insuranceCardState(facts, now)).toBe('recapture');
  });

  it('is notice when the application was referred to an underwriter, ahead of a quote', () => {
    const facts: InsuranceFacts = {
      ...none,
      latestApplicationResult: 'referred_to_underwriter',
      offerings: [liveOffering],
      hasEstimate: true,
    };
    expect(insuranceCardState(facts, now)).toBe('notice');
  });

  it('is owned when a policy exists, ahead of everything', () => {
    const facts: InsuranceFacts = {
      hasPolicy: true,
      latestApplicationResult: 'referred_to_underwriter',
      offerings: [liveOffering],
      eligibleForUnderwriting: false,
      hasEstimate: true,
    };
    expect(insuranceCardState(facts, now)).toBe('owned');
  });
});

describe('isOfferingExpired', () => {
  it('is expired only once now is past effectiveUntil', () => {
    expect(isOfferingExpired({ status: 'pending', effectiveUntil: now }, now)).toBe(false);
    expect(isOfferingExpired({ status: 'pending', effectiveUntil: earlier }, now)).toBe(true);
    expect(isOfferingExpired({ status: 'accepted', effectiveUntil: null }, now)).toBe(false);
  });
});

describe('wyshCardState', () => {
  it('is owned with any allocation or active count, else marketing', () => {
    expect(wyshCardState({ allocationCount: 0, activeCount: 0 })).toBe('marketing');
    expect(wyshCardState({ allocationCount: 2, activeCount: 0 })).toBe('owned');
    expect(wyshCardState({ allocationCount: 0, activeCount: 1 })).toBe('owned');
  });
});

describe('insuranceCardTitle', () => {
  it('names accidental death for its slug and term life otherwise', () => {
    expect(insuranceCardTitle('wysh-accidental-death')).toBe('Accidental Death Insurance');
    expect(insuranceCardTitle('wysh-term-life')).toBe('Term Life Insurance');
    expect(insuranceCardTitle(null)).toBe('Term Life Insurance');
  });
});

describe('shortWyshName', () => {
  it('cuts names longer than 14 characters', () => {
    expect(shortWyshName('Mortgage')).toBe('Mortgage');
    expect(shortWyshName('Exactly14Chars')).toBe('Exactly14Chars');
    expect(shortWyshName('College for the kids')).toBe('College for th…');
  });
});
