import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where parts of the server register their counts for `/metrics` (lib/metrics.ts). */
    metrics: Metrics;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` in Prometheus's text format, for the operator's scraper only: it exists when
 * METRICS_TOKEN is set and answers only a request with `Authorization: Bearer <that token>` (401
 * otherwise, whoever the caller is: a guest's or staff member's access token is not it). Without the
 * token it is a plain 404, as if absent. Counts are per process: with WORKERS > 1, each scrape reads
 * whichever worker takes the connection.
 */
export const metricsPlugin = fp<{ token?: string | undefined }>(
  async (app, { token }) => {
    app.decorate('metrics', new Metrics());
    if (!token) return;
    const expected = digest(token);
    app.get('/metrics', async (request, reply) => {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      reply.header('cache-control', 'no-store');
      if (!timingSafeEqual(digest(given), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
      }
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(app.metrics.render());
    });
  },
  { name: 'sakan-metrics' },
);
