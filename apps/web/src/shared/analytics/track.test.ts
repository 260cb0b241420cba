import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const execute = vi.fn(async () => ({ trackEvents: { recorded: 1 } }));
vi.mock('../lib/graphql-client', () => ({ execute }));
// The test setup has loaded the client already (journeys track events): a fresh copy sees the mock.
vi.resetModules();

const { flushTracking, resetTracking, track } = await import('./track');

describe('track', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    execute.mockClear();
  });
  afterEach(() => {
    resetTracking();
    vi.useRealTimers();
  });

  it('returns at once and sends the events queued meanwhile in one request', () => {
    track('home_view');
    track('page_view', { path: '/' });
    expect(execute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute.mock.calls[0]).toContainEqual({
      events: [
        { name: 'home_view', properties: {} },
        { name: 'page_view', properties: { path: '/' } },
      ],
    });
  });

  it('never throws when the server fails', async () => {
    execute.mockRejectedValueOnce(new Error('offline'));
    track('home_view');
    expect(() => flushTracking()).not.toThrow();
    await vi.runAllTimersAsync();
  });
});
