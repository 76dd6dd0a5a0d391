/**
 * Calls `run` once the main thread has been idle for `quietMs` in a row, or after `maxMs` at the
 * latest. requestIdleCallback hands out idle periods of up to 50 ms while nothing else wants the
 * thread; a shorter one means the page is still busy (hydrating, answering a tap), so the count
 * starts again.
 */
export function whenSettled(run: () => void, quietMs = 1000, maxMs = 10_000): void {
  if (typeof window.requestIdleCallback !== 'function') {
    window.setTimeout(run, quietMs);
    return;
  }
  const started = performance.now();
  let quietSince = started;
  const check = (deadline: IdleDeadline) => {
    const now = performance.now();
    if (deadline.timeRemaining() < FULL_IDLE_PERIOD_MS) quietSince = now;
    if (now - quietSince >= quietMs || now - started >= maxMs) run();
    else window.requestIdleCallback(check);
  };
  window.requestIdleCallback(check);
}

/** An idle period this long (of at most 50) means nothing was waiting for the thread. */
const FULL_IDLE_PERIOD_MS = 40;
