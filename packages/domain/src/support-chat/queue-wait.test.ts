import { describe, expect, it } from 'vitest';
import { typicalWaitMinutes } from './queue-wait.ts';

const minutes = (...values: number[]) => values.map((m) => m * 60_000);

describe('typicalWaitMinutes', () => {
  it('says nothing with fewer than three recent waits', () => {
    expect(typicalWaitMinutes([])).toBeNull();
    expect(typicalWaitMinutes(minutes(2, 4))).toBeNull();
  });

  it('is the median, rounded up to a whole minute', () => {
    expect(typicalWaitMinutes(minutes(1, 9, 3))).toBe(3);
    expect(typicalWaitMinutes(minutes(1, 2, 3, 10))).toBe(3); // (2 + 3) / 2 = 2.5, rounded up
    expect(typicalWaitMinutes([5_000, 10_000, 20_000])).toBe(1); // under a minute still says "about 1"
  });

  it('ignores what cannot be a wait', () => {
    expect(typicalWaitMinutes([Number.NaN, -5, ...minutes(4, 4, 4)])).toBe(4);
  });
});
