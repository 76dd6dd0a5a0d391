import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../lib/app-error';

/**
 * Exactly-once retryable writes (CONVENTIONS §11). A route opts in with `preHandler: app.idempotent`
 * (after its auth hook). A request carrying `Idempotency-Key` first claims (scope, key, route) with an
 * insert that only one request can win; the winner runs and its answer is stored; a later request with
 * the same key gets that stored answer replayed byte for byte, and never runs the handler again. A
 * second copy arriving while the first still runs gets 409, and retries later (the offline outbox does).
 * A 5xx frees the claim, so a failure the client did not cause may be retried for real.
 * Without the header a request simply runs.
 */

const PRUNE_JOB = 'idempotency-prune';

/** Keys are client-made (a UUID from the outbox); printable ASCII keeps them sane in logs. */
const KEY = /^[\x21-\x7e]{8,200}$/;

interface Claim {
  scope: string;
  key: string;
  route: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotencyClaim', null);
    // Stored answers are only useful while a client may still retry (minutes to a day offline).
    app.jobs.work(PRUNE_JOB, async () => void (await pruneIdempotencyKeys(app.db)));
    app.jobs.schedule(PRUNE_JOB, '17 3 * * *');

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      if (typeof header !== 'string' || !KEY.test(header)) {
        throw new AppError('BAD_REQUEST', 400, 'idempotency.bad_key');
      }
      const claim: Claim = {
        scope: request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`,
        key: header,
        // The route pattern plus its params: the same key on another unit's delete is another write.
        route: `${request.method} ${request.url.split('?')[0] ?? ''}`,
      };
      const won = await app.db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({
        key: idempotencyKeys.key,
      });
      if (won.length > 0) {
        request.idempotencyClaim = claim;
        return;
      }
      const [stored] = await app.db
        .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(matches(claim));
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
        await app.db.delete(idempotencyKeys).where(and(matches(claim), isNull(idempotencyKeys.status)));
      } else {
        await app.db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, body: payload })
          .where(matches(claim));
      }
      return payload;
    });
  },
  { name: 'sakan-idempotency', dependencies: ['sakan-db', 'sakan-jobs'] },
);

function matches(claim: Claim) {
  return and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.route, claim.route),
  );
}

/** Forgets answers older than a day; the daily job's work, callable directly from tests. */
export async function pruneIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - interval '1 day'`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
