import { describe, expect, it } from 'vitest';
import { adjustmentStatus, saveDisabled } from './save-rules';

describe('the save rules (spec 000 §4)', () => {
  it('name the adjustment: inactive until moved, in-flight while re-pricing, then active', () => {
    expect(adjustmentStatus(false, true)).toBe('inactive');
    expect(adjustmentStatus(true, true)).toBe('in-flight');
    expect(adjustmentStatus(true, false)).toBe('active');
  });

  it('disable saving while changed and in flight, or while saving', () => {
    expect(saveDisabled({ changed: true, status: 'in-flight', saving: false })).toBe(true);
    expect(saveDisabled({ changed: false, status: 'inactive', saving: true })).toBe(true);
    expect(saveDisabled({ changed: true, status: 'active', saving: false })).toBe(false);
    expect(saveDisabled({ changed: false, status: 'inactive', saving: false })).toBe(false);
  });
});
