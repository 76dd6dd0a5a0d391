import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Exposes the drizzle instance to routes. The pool is owned by whoever built the app (server.ts or a
 * test), which also closes it: the app never ends a pool it did not open.
 */
export const dbPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'sakan-db' },
);
