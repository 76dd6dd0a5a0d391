import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../lib/app-error';

/**
 * Exactly-once retryable writes (CONVENTIONS §11), on the `idempotency_keys` table of the checkout
 * data model. A route opts in with `preHandler: app.idempotent` (after its auth hook). A request with
 * an `Idempotency-Key` header claims (scope, route, key) with an insert only one request can win; the
 * winner runs and its answer is stored; a repeat gets that answer replayed byte for byte and never runs
 * the handler again. A copy arriving while the first still runs gets 409 and retries later. A 5xx frees
 * the claim, so a failure the client did not cause may be retried for real. The same key with another
 * body is refused: it is a client bug, and replaying the first answer would hide it.
 * Without the header a request simply runs. (The engage branch has the same decorator on its own
 * table; the lead keeps one.)
 */

/** Keys are client-made (a UUID from the outbox); printable ASCII keeps them sane in logs. */
const KEY = /^[\x21-\x7e]{8,200}$/;

interface Claim {
  scope: string;
  route: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotencyClaim', null);

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      if (typeof header !== 'string' || !KEY.test(header)) {
        throw new AppError('BAD_REQUEST', 400, 'idempotency.bad_key');
      }
      const claim: Claim = {
        scope: request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`,
        // The method and path with its params: the same key on another review is another write.
        route: `${request.method} ${request.url.split('?')[0] ?? ''}`,
        key: header,
      };
      const requestHash = hashOf(request.body);
      const won = await app.db
        .insert(idempotencyKeys)
        .values({ ...claim, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (won.length > 0) {
        request.idempotencyClaim = claim;
        return;
      }
      const [stored] = await app.db
        .select({
          status: idempotencyKeys.statusCode,
          body: idempotencyKeys.body,
          requestHash: idempotencyKeys.requestHash,
        })
        .from(idempotencyKeys)
        .where(matches(claim));
      if (stored && stored.requestHash !== requestHash) {
        throw new AppError('CONFLICT', 422, 'idempotency.key_reused');
      }
      if (!stored || stored.status === null || stored.body === null) {
        throw new AppError('CONFLICT', 409, 'idempotency.in_progress');
      }
      reply.header('idempotent-replayed', 'true');
      await reply.code(stored.status).type('application/json; charset=utf-8').send(stored.body);
    });

    // A root hook, so it sees the serialised JSON before compression rewrites the payload.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await app.db.delete(idempotencyKeys).where(and(matches(claim), isNull(idempotencyKeys.statusCode)));
      } else {
        await app.db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, body: payload })
          .where(matches(claim));
      }
      return payload;
    });
  },
  { name: 'sakan-idempotency', dependencies: ['sakan-db'] },
);

function matches(claim: Claim) {
  return and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.route, claim.route),
    eq(idempotencyKeys.key, claim.key),
  );
}

/** Forgets answers older than a day (clients give up long before); for a periodic job. */
export async function pruneIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - interval '1 day'`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
