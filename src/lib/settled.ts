/**
 * Calls `run` once the main thread has been idle for about `quietMs`, or after `maxMs` at the latest.
 * Every CHECK_MS it asks for one idle period: requestIdleCallback hands out up to 50 ms while nothing
 * else wants the thread, so a shorter one means the page is still busy (hydrating, answering a tap)
 * and the count starts again. Checking in steps rather than chaining idle callbacks keeps the
 * watching itself from costing the thread anything noticeable.
 *
 * The cap is a timer of its own: an idle callback without a deadline may be put off for as long as
 * the page keeps the thread busy, and a check inside one would then never come to look at the clock.
 * A page drawing frames back to back (an animation, or a test polling every frame) never offers a
 * 40 ms idle period; on a loaded machine it offered none at all, and the service worker, which
 * registers at this moment, never did.
 */
export function whenSettled(run: () => void, quietMs = 1000, maxMs = 10_000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(cap);
    run();
  };
  const cap = window.setTimeout(once, maxMs);
  if (typeof window.requestIdleCallback !== 'function') {
    window.setTimeout(once, quietMs);
    return;
  }
  let quietChecks = 0;
  const check = (deadline: IdleDeadline) => {
    if (done) return;
    quietChecks = deadline.timeRemaining() >= FULL_IDLE_PERIOD_MS ? quietChecks + 1 : 0;
    if (quietChecks * CHECK_MS >= quietMs) once();
    else window.setTimeout(() => window.requestIdleCallback(check), CHECK_MS);
  };
  window.requestIdleCallback(check);
}

const CHECK_MS = 200;
/** An idle period this long (of at most 50) means nothing was waiting for the thread. */
const FULL_IDLE_PERIOD_MS = 40;
