import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

// A caller's id is kept only if it is short and plain, so it cannot forge log lines or bloat headers.
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: reuse a proxy's or client's x-request-id when sane, else a fresh UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Headers every response carries, including the ones answered before routing (bad URLs). */
export function applyBaseHeaders(reply: FastifyReply): void {
  reply.header('x-request-id', reply.request.id);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
}

export const requestContextPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      applyBaseHeaders(reply);
    });
  },
  { name: 'sakan-request-context' },
);
