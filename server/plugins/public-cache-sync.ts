import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { PublicCache } from './public-cache';

/** The channel every Sakan process on a database listens on. */
export const CACHE_CHANNEL = 'sakan_public_cache';
/** How long writes gather before their notice goes out (one NOTIFY per scope per window). */
const NOTICE_WINDOW_MS = 10;
/** Wait before listening again after the connection dropped (the database restarting, a failover). */
const RECONNECT_MS = 1_000;

interface Notice {
  /** The process that wrote: it has already dropped its own answers. */
  from: string;
  /** The scope to drop, or null for everything. */
  scope: string | null;
}

/**
 * Keeps the public cache of every process and instance on one database in step: an `invalidate` here
 * sends a NOTIFY (on the app's pool), and a dedicated connection per process LISTENs and drops the
 * same scope. PostgreSQL delivers a notice to every listener within milliseconds of the sender's commit
 * and needs nothing beyond the database the servers already share (no Redis for correctness). While the
 * listening connection is down, notices are lost: on reconnecting, the whole cache is dropped, since
 * any of its answers may predate a missed write.
 */
export const publicCacheSyncPlugin = fp<{ cache: PublicCache; pool: pg.Pool }>(
  async (app, { cache, pool }) => {
    const self = randomUUID();
    let client: pg.Client | undefined;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;

    const onNotice = (message: pg.Notification) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      try {
        const notice = JSON.parse(message.payload) as Notice;
        if (notice.from !== self) cache.invalidateLocal(notice.scope ?? undefined);
      } catch {
        cache.invalidateLocal(); // A notice we cannot read: drop everything rather than serve stale.
      }
    };

    const listen = async (): Promise<void> => {
      const next = new pg.Client(pool.options);
      next.on('notification', onNotice);
      // Infrastructure, not server work: re-listening is what keeps the caches correct after a drop.
      const retry = () => {
        next.removeAllListeners('notification');
        if (closing || client !== next) return;
        client = undefined;
        timer = setTimeout(() => void listen(), RECONNECT_MS);
      };
      next.on('error', (error) => {
        app.log.warn({ err: error }, 'public cache: LISTEN connection failed');
        retry();
      });
      next.on('end', retry);
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${CACHE_CHANNEL}`);
        cache.invalidateLocal();
      } catch (error) {
        app.log.warn({ err: error }, 'public cache: could not LISTEN; retrying');
        await next.end().catch(() => undefined);
        retry();
      }
    };

    // A burst of writes (hundreds of holds a second) sends one notice per scope every NOTICE_WINDOW_MS,
    // not one per write: the others drop the same answers either way, at most that much later.
    let pending: Set<string | null> | undefined;
    let noticeTimer: NodeJS.Timeout | undefined;
    const flush = () => {
      const scopes = pending ?? new Set<string | null>();
      pending = undefined;
      // Everything dropped covers every scope.
      for (const scope of scopes.has(null) ? [null] : scopes) {
        const notice: Notice = { from: self, scope };
        pool
          .query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(notice)])
          .catch((error: unknown) => app.log.warn({ err: error }, 'public cache: NOTIFY failed'));
      }
    };
    cache.onInvalidate((scope) => {
      if (!pending) {
        pending = new Set();
        // A short wait, not recurring work: it runs only after a write, once per window.
        noticeTimer = setTimeout(flush, NOTICE_WINDOW_MS);
      }
      pending.add(scope ?? null);
    });

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      // Writes of the last moments still reach the others.
      if (pending) {
        clearTimeout(noticeTimer);
        flush();
      }
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'sakan-public-cache-sync' },
);
