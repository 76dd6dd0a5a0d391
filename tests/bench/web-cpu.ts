/**
 * A diagnostic beside Lighthouse's TBT: the same sum (each task's time past 50 ms, after first paint,
 * with the 4× mobile slowdown) over the main thread's *CPU* time per task instead of its wall time.
 * Simulated throttling multiplies the wall time it observed, so a task the host descheduled (another
 * process had the core) counts as if the page's code had run all that while. On a two-core machine
 * that also runs the server, Lighthouse and Chrome's other processes, the two figures part a lot; the
 * CPU figure is what the page's own code costs. It does not replace the goal: TBT is still judged by
 * Lighthouse's own number.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export function cpuBlockingTime(events: TraceEvent[]): number | null {
  const parsing = events.find((e) => e.name === 'ParseHTML');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parsing?.pid);
  if (!parsing || !fcp) return null;
  let total = 0;
  for (const e of events) {
    if (e.pid !== parsing.pid || e.tid !== parsing.tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
    if (e.ts < fcp.ts || e.tdur === undefined) continue;
    total += Math.max(0, (SLOWDOWN * e.tdur) / 1000 - LONG_TASK_MS);
  }
  return total;
}
