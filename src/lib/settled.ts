/**
 * Calls `run` once the main thread has been idle for about `quietMs`, or after `maxMs` at the latest.
 * Every CHECK_MS it asks for one idle period: requestIdleCallback hands out up to 50 ms while nothing
 * else wants the thread, so a shorter one means the page is still busy (hydrating, answering a tap)
 * and the count starts again. Checking in steps rather than chaining idle callbacks keeps the
 * watching itself from costing the thread anything noticeable.
 */
export function whenSettled(run: () => void, quietMs = 1000, maxMs = 10_000): void {
  if (typeof window.requestIdleCallback !== 'function') {
    window.setTimeout(run, quietMs);
    return;
  }
  const started = performance.now();
  let quietChecks = 0;
  const check = (deadline: IdleDeadline) => {
    quietChecks = deadline.timeRemaining() >= FULL_IDLE_PERIOD_MS ? quietChecks + 1 : 0;
    if (quietChecks * CHECK_MS >= quietMs || performance.now() - started >= maxMs) run();
    else window.setTimeout(() => window.requestIdleCallback(check), CHECK_MS);
  };
  window.requestIdleCallback(check);
}

const CHECK_MS = 200;
/** An idle period this long (of at most 50) means nothing was waiting for the thread. */
const FULL_IDLE_PERIOD_MS = 40;
