import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINE_OF_BUSINESS,
  isLineOfBusiness,
  newInsuranceMembershipFlags,
} from './lines-of-business.ts';

describe('lines of business', () => {
  it('defaults to wysh-insurance, the only one', () => {
    expect(DEFAULT_LINE_OF_BUSINESS).toBe('wysh-insurance');
    expect(isLineOfBusiness('wysh-insurance')).toBe(true);
    expect(isLineOfBusiness('wysh-banking')).toBe(false);
    expect(isLineOfBusiness('')).toBe(false);
  });

  it('lets a new member apply and be underwritten, with nothing to bill, monitor or extend yet', () => {
    expect(newInsuranceMembershipFlags()).toEqual({
      eligibleForCoverage: true,
      eligibleForUnderwriting: true,
      eligibleForMonitoring: false,
      underwritingRequired: true,
      billing: false,
      termLifeExtension: false,
    });
  });
});
