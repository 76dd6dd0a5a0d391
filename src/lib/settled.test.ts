import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './settled';

describe('whenSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs at the cap even when no idle period is ever handed out', () => {
    vi.useFakeTimers();
    // A thread that is never idle: the idle callbacks are queued and never called.
    vi.stubGlobal('requestIdleCallback', vi.fn());
    const run = vi.fn();
    whenSettled(run, 1000, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs once, after a second of full idle periods, and not again at the cap', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) =>
      window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 50 }), 0),
    );
    const run = vi.fn();
    whenSettled(run, 1000, 10_000);
    vi.advanceTimersByTime(1_500);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledOnce();
  });
});
