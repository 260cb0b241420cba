import { describe, expect, it } from 'vitest';
import { waitOf } from './wait';

const asOf = '2026-11-23T15:00:00.000Z';

describe('waitOf', () => {
  it('counts from the server’s time, not the browser’s', () => {
    expect(waitOf(asOf, '2026-11-23T14:56:30.000Z')).toEqual({ unit: 'minutes', minutes: 3 });
  });

  it('words a short wait, hours and days', () => {
    expect(waitOf(asOf, '2026-11-23T14:59:31.000Z')).toEqual({ unit: 'underMinute' });
    expect(waitOf(asOf, '2026-11-23T13:45:00.000Z')).toEqual({ unit: 'hours', hours: 1, minutes: 15 });
    expect(waitOf(asOf, '2026-11-21T12:00:00.000Z')).toEqual({ unit: 'days', days: 2, hours: 3 });
  });

  it('has no wait for a conversation not waiting, and none below zero', () => {
    expect(waitOf(asOf, null)).toBeNull();
    expect(waitOf(asOf, '2026-11-23T15:00:05.000Z')).toEqual({ unit: 'underMinute' });
  });
});
