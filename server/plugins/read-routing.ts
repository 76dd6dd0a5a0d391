import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { lsnFromHex, lsnToHex } from '../db/lsn';
import type { ReplicaOptions } from '../db/replica-state';
import { ReplicaSet } from '../db/replicas';
import { keepOutOfPublicCache } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database for a public catalogue read (search, unit pages, featured, content, calendars for
     * display): a replica in rotation, or the primary (`app.db`) when there is none, when none has
     * replayed the caller's last write yet, or when DATABASE_REPLICA_URLS is unset. One choice per
     * request. Whatever decides money or availability, and every write with the reads in its
     * transaction, uses `app.db`.
     */
    readDb: (request: FastifyRequest) => Database;
  }
  interface FastifyRequest {
    readDbChoice: Database | null;
  }
}

/** The cookie that sends a browser's reads to the primary until the replicas show its last write. */
export const READ_AFTER_COOKIE = 'read_after';
/**
 * How long after a write the cookie lasts. Past it, any replica still in rotation lags less than its
 * bound (2 s by default, polled every 0.5 s), so it has replayed the write anyway: keep this above the
 * bound plus a poll.
 */
export const READ_AFTER_MS = 5_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How far ahead another instance's clock may be and its cookie still be read. */
const CLOCK_SKEW_MS = 1_000;

export interface ReadRoutingOptions {
  db: Database;
  replicas?: ReplicaOptions | undefined;
  /** Signs the cookie (the auth secret, shared by every instance, so any of them can read it). */
  secret: Uint8Array;
  cookieSecure: boolean;
}

/**
 * Sends public catalogue reads to read replicas (db/replicas.ts) and keeps each person's own writes
 * visible to them. After any non-GET request that succeeds (signed in or not: a guest's hold or
 * contact message counts too), the reply sets `read_after`, a short-lived signed cookie holding the
 * primary's WAL position just after the write; while it lasts, that browser's reads go only to a
 * replica that has replayed past it, else to the primary. A cookie, not the session row: it works for
 * guests without a session, travels to whichever instance takes the next request, expires by itself,
 * and costs no database read per request (reading a session row on every catalogue read would put
 * those reads back on the primary). It is signed so a client cannot pin its reads to the primary.
 *
 * Without replicas nothing here runs: `app.readDb` is `app.db`, no hook, no cookie.
 */
export const readRoutingPlugin = fp<ReadRoutingOptions>(
  async (app, options) => {
    const { db } = options;
    app.decorateRequest('readDbChoice', null);
    if (!options.replicas || options.replicas.urls.length === 0) {
      app.decorate('readDb', () => db);
      return;
    }

    const primaryPool = (db as unknown as { $client: import('pg').Pool }).$client;
    const set = new ReplicaSet(options.replicas, primaryPool, app.log);
    await set.start(() => app.publicCache.generation);
    app.addHook('onClose', () => set.close());

    const key = createHmac('sha256', options.secret).update('read-after-write').digest();
    const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

    /** The WAL position the caller's reads must see, from a valid, unexpired cookie; else null. */
    const readAfterOf = (request: FastifyRequest): bigint | null => {
      const [hex, until, mac] = (request.cookies?.[READ_AFTER_COOKIE] ?? '').split('.');
      if (!hex || !until || !mac) return null;
      const expected = Buffer.from(sign(`${hex}.${until}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Another instance signed it, whose clock may run a little ahead of this one's.
      const left = Number(until) - Date.now();
      return left > 0 && left <= READ_AFTER_MS + CLOCK_SKEW_MS ? lsnFromHex(hex) : null;
    };

    const reads = { replica: 0, read_after_write: 0, no_replica: 0 };
    app.decorate('readDb', (request: FastifyRequest) => {
      if (request.readDbChoice) return request.readDbChoice;
      const after = readAfterOf(request);
      const replica = set.pick(after);
      if (replica) {
        reads.replica += 1;
        if (!set.isCurrent(replica)) keepOutOfPublicCache(request);
      } else if (after !== null && set.pick() !== null) reads.read_after_write += 1;
      else reads.no_replica += 1;
      request.readDbChoice = replica?.db ?? db;
      return request.readDbChoice;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
      try {
        const lsn = lsnToHex(await set.primaryLsn());
        const until = Date.now() + READ_AFTER_MS;
        // Fastify appends a Set-Cookie line to any the route or @fastify/cookie set.
        reply.header(
          'set-cookie',
          `${READ_AFTER_COOKIE}=${lsn}.${until}.${sign(`${lsn}.${until}`)}; Max-Age=${READ_AFTER_MS / 1000}; ` +
            `Path=/; HttpOnly; SameSite=Lax${options.cookieSecure ? '; Secure' : ''}`,
        );
      } catch (error) {
        // The write is done; without the cookie this person may see the old state for the lag.
        request.log.warn({ err: error }, 'could not read the WAL position after a write');
      }
      return payload;
    });

    app.metrics.add(() => [
      ...set.metrics(),
      {
        name: 'sakan_db_reads_total',
        help: 'Catalogue reads by where they went: a replica, or the primary and why.',
        type: 'counter',
        samples: [
          { labels: { target: 'replica', reason: 'replica' }, value: reads.replica },
          { labels: { target: 'primary', reason: 'read_after_write' }, value: reads.read_after_write },
          { labels: { target: 'primary', reason: 'no_replica' }, value: reads.no_replica },
        ],
      },
    ]);
  },
  { name: 'sakan-read-routing', dependencies: ['sakan-metrics', 'sakan-public-cache-sync'] },
);
