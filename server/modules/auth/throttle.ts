import { AppError } from '../../lib/app-error';

/**
 * Sign-in throttling (README "Security", ASVS 5.0 V6.3.1 and V6.3.5). Failures count per address *and*
 * source (IP) together: a source gets a few free tries, then each further failure doubles the wait
 * before it may try that address again, up to the window's length. A stranger's failures never slow the
 * owner's own device, so nobody can lock an account by guessing at it; and after ALERT_AFTER failures
 * from anywhere the owner is mailed once per window. A reset by one-time code forgets every failure of
 * the address, so the fresh password always signs in.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures from one source before any wait. */
  freeFailures: 3,
  /** The first wait; each further failure doubles it. */
  baseDelayS: 2,
  /** Never more than the window. */
  maxDelayS: 15 * 60,
  /** Failures from all sources before the owner is mailed. */
  alertAfter: 10,
} as const;

/** Seconds a source must wait after its `failures`-th failure before trying the address again. */
export function delayAfter(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  const doublings = Math.min(failures - THROTTLE.freeFailures, 20);
  return Math.min(THROTTLE.baseDelayS * 2 ** doublings, THROTTLE.maxDelayS);
}

/** Seconds still to wait after the `failures`-th failure, at `last`; 0 when a try is allowed now. */
export function secondsToWait(failures: number, last: Date | null, now: Date): number {
  if (last === null) return 0;
  return Math.max(0, Math.ceil((last.getTime() + delayAfter(failures) * 1000 - now.getTime()) / 1000));
}

/** Throws the 429 (with Retry-After) while `source` must still wait after its last failure. */
export function assertMayTry(failures: number, last: Date | null, now: Date): void {
  const waitS = secondsToWait(failures, last, now);
  if (waitS > 0) throw new AppError('RATE_LIMITED', 429, 'auth.throttled', undefined, { retryAfterS: waitS });
}
