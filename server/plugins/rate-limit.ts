import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Per-IP request limits for the routes that guess at secrets (passwords, OTPs, refresh tokens). Off by
 * default (`global: false`) so browsing is never throttled; a route opts in with `config: perIpLimit(…)`.
 * Over the limit the plugin throws a 429, which the error handler turns into the translated
 * RATE_LIMITED envelope (with Retry-After).
 *
 * The counters live in this process's memory: enough for one server. Behind a proxy, set Fastify's
 * `trustProxy` or every client shares the proxy's address; with several servers, give the plugin a
 * shared store.
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
  /** contact: each message mails two people; a person writes a few at most. */
  contact: { max: 5, timeWindow: 10 * 60_000 },
  /** newsletter sign-up, confirm and unsubscribe: each sign-up may send a mail. */
  newsletter: { max: 10, timeWindow: 10 * 60_000 },
  /** list-property: uploads are heavy to re-encode. */
  properties: { max: 5, timeWindow: 10 * 60_000 },
} as const;

export type PerIpLimit = keyof typeof PER_IP_LIMITS;

/** Route `config` that applies one of the limits above, e.g. `{ config: perIpLimit('otp'), schema }`. */
export function perIpLimit(kind: PerIpLimit) {
  return { rateLimit: { ...PER_IP_LIMITS[kind] } };
}

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, { global: false });
  },
  { name: 'sakan-rate-limit', dependencies: ['sakan-errors'] },
);
