import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A named per-address limit (PER_ADDRESS_LIMITS) on the body's `email`; set by `writeLimit`. */
    addressLimit?: AddressLimit;
  }
}

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
  /** Anonymous messages to staff (investment requests, contact): each lands in someone's inbox. */
  inquiry: { max: 10, timeWindow: 60_000 },
  /** Price previews (check-availability): cheap but computed; a date picker sends a few a minute. */
  preview: { max: 120, timeWindow: 60_000 },
  /** contact: each message mails two people; a person writes a few at most. */
  contact: { max: 5, timeWindow: 10 * 60_000 },
  /** newsletter sign-up, confirm and unsubscribe: each sign-up may send a mail. */
  newsletter: { max: 10, timeWindow: 10 * 60_000 },
  /**
   * list-property: uploads are heavy to re-encode, but a host lists a handful of places in one sitting
   * and several people may share one network (5 refused a host's sixth unit, and the e2e suite's).
   */
  properties: { max: 12, timeWindow: 10 * 60_000 },
} as const;

/**
 * Limits per email address named in the body, beside the per-IP ones: a thousand addresses cannot be
 * signed up from one IP, and one address cannot be flooded from a thousand IPs. Only accepted writes
 * (2xx) count: a refused one sent no mail and stored nothing.
 */
export const PER_ADDRESS_LIMITS = {
  newsletter: { max: 3, timeWindowMs: 60 * 60_000 },
  inquiry: { max: 10, timeWindowMs: 60 * 60_000 },
} as const;
export type AddressLimit = keyof typeof PER_ADDRESS_LIMITS;

export type PerIpLimit = keyof typeof PER_IP_LIMITS;

/** Route `config` that applies one of the limits above, e.g. `{ config: perIpLimit('otp'), schema }`. */
export function perIpLimit(kind: PerIpLimit) {
  return { rateLimit: { ...PER_IP_LIMITS[kind] } };
}

/**
 * Route `config` for an anonymous write: the per-IP limit of that name plus the per-address limit on
 * the body's `email`. A route keeps its protection across rewrites by keeping this one line, e.g.
 * `{ config: writeLimit('newsletter'), schema }`.
 */
export function writeLimit(kind: AddressLimit) {
  return { rateLimit: { ...PER_IP_LIMITS[kind] }, addressLimit: kind };
}

/** Counts per kind and address, in this process's memory (like the per-IP counters), bounded. */
class AddressCounters {
  private readonly counts = new LRUCache<string, { n: number; resetAt: number }>({ max: 50_000 });

  /** The seconds to wait when the address has used its writes, else 0. */
  waitFor(kind: AddressLimit, address: string, now = Date.now()): number {
    const entry = this.counts.get(`${kind}:${address}`);
    if (!entry || entry.resetAt <= now || entry.n < PER_ADDRESS_LIMITS[kind].max) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  /** Counts one accepted write. */
  count(kind: AddressLimit, address: string, now = Date.now()): void {
    const key = `${kind}:${address}`;
    const current = this.counts.get(key);
    const entry =
      current && current.resetAt > now
        ? current
        : { n: 0, resetAt: now + PER_ADDRESS_LIMITS[kind].timeWindowMs };
    entry.n += 1;
    this.counts.set(key, entry);
  }
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
    const counters = new AddressCounters();
    // After validation, so the address is a well-formed email; before the handler does any work.
    const addressOf = (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : null;
    };
    app.addHook('preHandler', async (request) => {
      const kind = request.routeOptions.config.addressLimit;
      const address = kind ? addressOf(request) : null;
      if (!kind || !address) return;
      const waitS = counters.waitFor(kind, address);
      if (waitS > 0)
        throw new AppError('RATE_LIMITED', 429, 'errors.rate_limited', undefined, { retryAfterS: waitS });
    });
    app.addHook('onResponse', async (request, reply) => {
      const kind = request.routeOptions.config.addressLimit;
      const address = kind ? addressOf(request) : null;
      if (kind && address && reply.statusCode < 300) counters.count(kind, address);
    });
  },
  { name: 'sakan-rate-limit', dependencies: ['sakan-errors'] },
);
