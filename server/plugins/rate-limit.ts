import fastifyRateLimit from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-IP request limits for the routes that guess at secrets (passwords, OTPs, refresh tokens). Off by
 * default (`global: false`) so browsing is never throttled; a route opts in with `config: perIpLimit(…)`.
 * Over the limit the plugin throws a 429, which the error handler turns into the translated
 * RATE_LIMITED envelope (with Retry-After).
 *
 * With `redisUrl` (REDIS_URL) the counters live in Redis, so a limit holds across every process and
 * instance. Without it they live in this process's memory: exact with one server. Behind a proxy, set
 * Fastify's `trustProxy` or every client shares the proxy's address.
 */
export const PER_IP_LIMITS = {
  /** login, register, social-login: a person types a password a few times a minute at most. */
  signIn: { max: 20, timeWindow: 60_000 },
  /** send-otp, validate-otp, reset-password: each request costs an email or tests a 6-digit code. */
  otp: { max: 10, timeWindow: 60_000 },
  /** /auth/refresh: several tabs may each refresh every 15 minutes. */
  refresh: { max: 60, timeWindow: 60_000 },
  /** change-password: checks the current password, so it must not become a guessing oracle. */
  account: { max: 20, timeWindow: 60_000 },
} as const;

export type PerIpLimit = keyof typeof PER_IP_LIMITS;

/** Route `config` that applies one of the limits above, e.g. `{ config: perIpLimit('otp'), schema }`. */
export function perIpLimit(kind: PerIpLimit) {
  return { rateLimit: { ...PER_IP_LIMITS[kind] } };
}

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys (REDIS_PREFIX). */
  redisPrefix?: string;
  /**
   * Processes sharing the port without Redis (WORKERS). node:cluster hands each connection to the next
   * worker, so a client's requests spread over all of them and each worker's counter sees about 1/n of
   * them: each worker allows max/n (rounded up), which keeps the total near the limit. A client that
   * keeps one connection stays on one worker and gets the stricter max/n, never more than the limit.
   * Several instances without Redis each allow the full limit: give them REDIS_URL.
   */
  processes?: number;
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { redisUrl, redisPrefix = 'sakan:', processes = 1 }) => {
    if (!redisUrl && processes > 1) {
      // Before the rate-limit plugin's own onRoute hook (same scope, added first), which reads max.
      app.addHook('onRoute', (route: RouteOptions) => {
        const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
        if (typeof limit?.max === 'number') limit.max = Math.ceil(limit.max / processes);
      });
    }
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis failed'));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    }
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis
        ? {
            redis,
            nameSpace: `${redisPrefix}rate-limit:`,
            // Redis down must not stop every sign-in: requests pass uncounted and the error is logged.
            skipOnError: true,
          }
        : {}),
    });
  },
  { name: 'sakan-rate-limit', dependencies: ['sakan-errors'] },
);
