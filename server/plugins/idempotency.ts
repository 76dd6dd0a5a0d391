import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header on this write (see idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { scope: string; route: string; key: string } | null;
  }
}

/** Route `config` for a retryable write: `{ config: { ...idempotent() }, schema }`. */
export const idempotent = () => ({ idempotent: true });

const KEY = /^[\x21-\x7e]{8,128}$/;
/** Answers are kept a day: long enough for any retry a client makes, short enough to stay small. */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * Retryable writes (contact, list-property, …) honour `Idempotency-Key`: the first answer is stored
 * by caller (user or IP), route and key, and a retry with the same key gets it again, marked
 * `idempotent-replayed: true`, without running the write twice. The claim is one INSERT … ON
 * CONFLICT DO NOTHING, so two copies sent at once cannot both run: the second is told to retry later
 * (409). The same key with another JSON body is refused (422). Only successes are kept: a refusal
 * (a field to fix, a rate limit) or a server fault is worked out afresh on the retry. Without the header the route behaves as usual.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.idempotent) return;
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      if (typeof header !== 'string' || !KEY.test(header))
        throw new AppError('BAD_REQUEST', 400, 'idempotency.bad_key');
      const scope = request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const isJson = String(request.headers['content-type'] ?? '').startsWith('application/json');
      const fingerprint = isJson
        ? createHash('sha256')
            .update(JSON.stringify(request.body ?? null))
            .digest('hex')
        : '';
      const db = app.db;
      // Old answers go first, so an expired key can be used again; so does a claim whose request died
      // before answering (a dropped connection never reaches onSend).
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.route, route),
            eq(idempotencyKeys.key, header),
            or(
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${KEEP_MS / 1000})`),
              and(
                isNull(idempotencyKeys.status),
                lt(idempotencyKeys.createdAt, sql`now() - interval '2 minutes'`),
              ),
            ),
          ),
        );
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ scope, route, key: header, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotency = { scope, route, key: header };
        return;
      }
      const [stored] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.route, route),
            eq(idempotencyKeys.key, header),
          ),
        );
      if (!stored || stored.status === null || stored.body === null)
        throw new AppError('CONFLICT', 409, 'idempotency.in_progress');
      if (stored.fingerprint !== fingerprint)
        throw new AppError('VALIDATION_FAILED', 422, 'idempotency.key_reused');
      return reply
        .code(stored.status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim) return payload;
      request.idempotency = null;
      const where = and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.route, claim.route),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.status),
      );
      if (reply.statusCode >= 300 || typeof payload !== 'string') {
        await app.db.delete(idempotencyKeys).where(where);
      } else {
        await app.db.update(idempotencyKeys).set({ status: reply.statusCode, body: payload }).where(where);
      }
      return payload;
    });
  },
  { name: 'sakan-idempotency', dependencies: ['sakan-db'] },
);
