import { describe, expect, it } from 'vitest';
import { isTrackedPath } from '@wysh/domain/marketing-events';
import { trackablePath } from './page-views';

describe('page views', () => {
  it('are not logged on /login nor /fulfillment*', () => {
    expect(isTrackedPath('/login')).toBe(false);
    expect(isTrackedPath('/fulfillment/start')).toBe(false);
    expect(isTrackedPath('/fulfillment')).toBe(false);
    expect(isTrackedPath('/')).toBe(true);
    expect(isTrackedPath('/products/insurance')).toBe(true);
    expect(isTrackedPath('/login-help')).toBe(true);
  });

  it('send paths without tokens or ids', () => {
    expect(trackablePath('/verify-email/abc.def')).toBe('/verify-email/:token');
    expect(trackablePath('/create-new-password/xyz')).toBe('/create-new-password/:token');
    expect(trackablePath('/wyshes/550e8400-e29b-41d4-a716-446655440000/details')).toBe('/wyshes/:id/details');
    expect(trackablePath('/wyshes/prioritize')).toBe('/wyshes/prioritize');
  });
});
