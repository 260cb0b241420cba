import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, createIdleTimer, type IdleTimer } from './idle-timer';

const MINUTE = 60_000;

describe('idle lockout', () => {
  let timer: IdleTimer | null = null;
  let shared: number | null = null;
  const onWarn = vi.fn();
  const onTimeout = vi.fn();

  function start() {
    timer = createIdleTimer({
      onWarn,
      onTimeout,
      shared: { read: () => shared, write: (at) => (shared = at) },
    });
    return timer;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    shared = null;
    onWarn.mockReset();
    onTimeout.mockReset();
  });

  afterEach(() => {
    timer?.stop();
    vi.useRealTimers();
  });

  it('is 10 minutes with a 60-second warning', () => {
    expect(IDLE_TIMEOUT_MS).toBe(10 * MINUTE);
    expect(IDLE_WARNING_MS).toBe(60_000);
  });

  it('warns after 9 quiet minutes, with the moment the session ends, and locks out at 10', () => {
    const startedAt = Date.now();
    start();
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(startedAt + 10 * MINUTE);
    expect(timer!.isWarning()).toBe(true);
    vi.advanceTimersByTime(60_000 - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts the clock again on activity', () => {
    start();
    vi.advanceTimersByTime(8 * MINUTE);
    timer!.activity();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ignores passive activity while warning: staying takes a decision', () => {
    start();
    vi.advanceTimersByTime(9 * MINUTE + 10_000);
    timer!.activity();
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the person stays', () => {
    start();
    vi.advanceTimersByTime(9 * MINUTE + 30_000);
    timer!.keepAlive();
    expect(timer!.isWarning()).toBe(false);
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it('counts activity in another tab', () => {
    start();
    vi.advanceTimersByTime(8 * MINUTE);
    shared = Date.now();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('locks out at once when the tab wakes after the deadline (a sleeping laptop)', () => {
    start();
    vi.setSystemTime(Date.now() + 30 * MINUTE);
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    start().stop();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
