import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Database } from '../db/client';
import { runPrepared } from '../db/prepared';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../lib/app-error';

/**
 * `Idempotency-Key` for retryable writes (checkout, favourite, reaction, mark-read, contact…). The
 * first request with a key claims a row (scope = user id, or `ip:` for guests; route; key) before
 * it runs; its answer (2xx or 4xx: a 5xx is not final, so the claim is dropped) is stored and replayed
 * byte for byte to any retry, with `Idempotent-Replayed: true`. A retry while the first still runs
 * gets a 409; the same key with a different body gets a 422. Rows older than a day may be swept.
 *
 * Use: `app.post(url, { ...idempotent(app), schema }, handler)`, after any auth hook (onRequest).
 */

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: { scope: string; route: string; key: string; body?: string };
  }
}

/** Keys are client-made (a UUID from the outbox, say); 8 to 200 printable ASCII characters keeps them sane in logs. */
const KEY = /^[\x21-\x7e]{8,200}$/;

function scopeOf(request: FastifyRequest): string {
  return request.auth?.userId ?? `ip:${request.ip}`;
}

export function idempotent(
  app: FastifyInstance,
): Pick<RouteShorthandOptions, 'preHandler' | 'preSerialization' | 'onSend'> {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new AppError('BAD_REQUEST', 400, 'checkout.idempotency_key', [
        { field: 'Idempotency-Key', messageKey: 'checkout.idempotency_key' },
      ]);
    }
    const claim = {
      scope: scopeOf(request),
      route: `${request.method} ${request.routeOptions.url}`,
      key: header,
    };
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.params, request.body ?? null]))
      .digest('hex');
    // The claim and the final write run on every keyed request: named statements, planned once.
    const claimed = await runPrepared(
      app.db,
      'idempotency_claim',
      sql`insert into ${idempotencyKeys} (scope, route, key, request_hash)
          values (${claim.scope}, ${claim.route}, ${claim.key}, ${requestHash})
          on conflict do nothing returning key`,
    );
    if (claimed.length > 0) {
      request.idempotencyClaim = claim;
      return;
    }
    const [row] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, claim.scope),
          eq(idempotencyKeys.route, claim.route),
          eq(idempotencyKeys.key, claim.key),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('CONFLICT', 409, 'checkout.idempotency_in_progress');
    if (row.requestHash !== requestHash) {
      throw new AppError('VALIDATION_FAILED', 422, 'checkout.idempotency_mismatch', [
        { field: 'Idempotency-Key', messageKey: 'checkout.idempotency_mismatch' },
      ]);
    }
    if (row.statusCode === null || row.body === null) {
      throw new AppError('CONFLICT', 409, 'checkout.idempotency_in_progress');
    }
    return reply
      .code(row.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(row.body);
  };

  // The route's own serializer gives the exact bytes sent (before compression, which onSend would see).
  const preSerialization = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.idempotencyClaim) {
      const serialized = reply.serialize(payload);
      const body =
        typeof serialized === 'string' ? serialized : Buffer.from(serialized as Uint8Array).toString('utf8');
      request.idempotencyClaim.body = body;
      // Sent as stored: the route's serializer (a zod parse of the whole answer) runs once, not twice.
      reply.serializer(() => body);
    }
    return payload;
  };

  // Stored before the answer leaves (onSend), so a retry that follows it at once finds it final.
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(
      eq(idempotencyKeys.scope, claim.scope),
      eq(idempotencyKeys.route, claim.route),
      eq(idempotencyKeys.key, claim.key),
    );
    try {
      if (reply.statusCode >= 500 || claim.body === undefined) {
        await app.db.delete(idempotencyKeys).where(where);
      } else {
        await runPrepared(
          app.db,
          'idempotency_answer',
          sql`update ${idempotencyKeys} set status_code = ${reply.statusCode}::int, body = ${claim.body},
                created_at = now()
              where scope = ${claim.scope} and route = ${claim.route} and key = ${claim.key}`,
        );
      }
    } catch (err) {
      request.log.error({ err }, 'storing an idempotent answer failed');
    }
    return payload;
  };

  return { preHandler, preSerialization, onSend };
}

/** Drops stored answers older than a day (a client may retry for minutes, or a day offline); returns how many. */
export async function pruneIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
