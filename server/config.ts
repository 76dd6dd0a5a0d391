import { z } from 'zod';
import { parseMapTiles } from './lib/map-tiles';
import { DEFAULT_HOST_FEE_BP } from './modules/hosting/payout';
import { StartupError } from './lib/startup-error';

/** Empty strings count as unset, so `DATABASE_URL=` in a .env file means "use the embedded database". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
  // Streaming replicas (comma-separated) for the public catalogue reads (plugins/read-routing.ts); a
  // replica further behind than DATABASE_REPLICA_MAX_LAG_MS leaves rotation until it catches up.
  DATABASE_REPLICA_URLS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'each must start with postgres://'))),
  ),
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  // The bearer token of GET /metrics (plugins/metrics.ts); unset, there is no /metrics.
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
  // Signs access tokens. Unset: a random key is kept in DATA_DIR/auth-secret (set it when several
  // servers share one database, so they accept each other's tokens).
  AUTH_SECRET: optional(
    z.string().refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes long'),
  ),
  // Mail: SMTP when set (smtp:// or smtps://), otherwise the outbox folder in DATA_DIR.
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: optional(z.string().min(3)),
  // Where contact-form messages are mailed; unset, they are written to DATA_DIR/outbox.
  CONTACT_TO: optional(z.email()),
  // Google sign-in: no client id, no Google button. The JWKS URL is configurable for tests.
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_JWKS_URL: optional(z.url({ protocol: /^https?$/ })),
  // Payments; set, Stripe's origins are allowed by the pages' Content-Security-Policy.
  STRIPE_SECRET_KEY: optional(z.string().min(1)),
  // Map tiles (lib/map-tiles.ts): a raster template with {z}/{x}/{y}; unset, the maps draw bundled
  // outlines and never call a third party. Its origin joins the pages' CSP.
  MAP_TILES_URL: optional(
    z.string().superRefine((value, ctx) => {
      try {
        parseMapTiles(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  ),
  MAP_TILES_ATTRIBUTION: optional(z.string().min(1)),
  // Addresses or CIDR ranges (comma-separated) of the load balancers in front: a request from one of them
  // is taken to be from the client its X-Forwarded-For names (rate limits count per client, not per
  // balancer). Unset: the connection's own address, and X-Forwarded-For is ignored.
  TRUST_PROXY: optional(
    z.string().transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ),
  // Host names (comma-separated) whose Host header may name absolute links when PUBLIC_URL is unset.
  // Neither set: links use the address the server listens on, never a client's Host header.
  TRUSTED_HOSTS: optional(
    z.string().transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  ),
  // Draw every photo in the background after start (a minute or two of one core). Off: each photo is
  // drawn on its first request only (the end-to-end run turns it off so the tests keep both cores).
  // Server processes on one port (node:cluster); default one per core, at most 8 (boot/cluster.ts).
  WORKERS: optional(z.coerce.number().int().min(1).max(64)),
  // A shared store for rate limits (plugins/rate-limit.ts); unset, each process counts in memory.
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  // Prefix of every Redis key, so several apps (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().min(1).default('sakan:'),
  // The in-process cache of public catalogue reads; `off` measures the database path (bench:api).
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  // The platform's fee on a host's stay, in basis points of its price before VAT (1000 = 10 %). Each
  // hold keeps the rate of its day (reservations.host_fee_bp), so changing it never rewrites a statement.
  HOST_FEE_BP: z.coerce.number().int().min(0).max(5000).default(DEFAULT_HOST_FEE_BP),
  // Imported calendars from private or loopback addresses: `allow` only for the end-to-end run, which
  // serves its feeds on 127.0.0.1. Ignored when NODE_ENV is production (hosting/ical-service.ts).
  CALENDAR_FEEDS_PRIVATE: z.enum(['allow', 'refuse']).default('refuse'),
  PHOTOS_PREGENERATE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends StartupError {}

/** Reads the environment once at boot; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
}
