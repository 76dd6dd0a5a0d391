import * as z from 'zod/mini';

/** GET /health — liveness plus a database round trip. Outside /api/v1, so not enveloped. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
  uptime_s: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
