import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { seedDatabase } from '../db/seed/index';
import type { EmailMessage } from '../plugins/email';
import { TEST_AUTH_SECRET } from './auth-secret';
import { createTestDatabase, type TestDatabase } from './database';

export { TEST_AUTH_SECRET };

export interface TestAppOptions extends Omit<BuildAppOptions, 'db' | 'logger'> {
  /** Write the demo seed (default true). */
  seed?: boolean;
  /** Also write the demo catalogue (150 units); default false, since most files never read it. */
  catalogue?: boolean;
  /** First day of the seeded calendars (default today), so tests can pin them. */
  today?: Date;
  /** Connections in the app's pool (default: the server's). */
  poolMax?: number;
  /** Runs before `ready()`, e.g. to add a test-only route. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** Every mail the app sent, newest last (unless the test passed its own `email` option). */
  readonly outbox: EmailMessage[];
}

/**
 * Gives a test file its own migrated (and seeded) database and an app built on it, torn down after the
 * file. Call at the top of a describe block; read `.app` inside tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const { seed = true, catalogue = false, today, configure, poolMax, ...appOptions } = options;
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  const outbox: EmailMessage[] = [];
  const recordingMailer = {
    send: async (message: EmailMessage) => void outbox.push(message),
    close: async () => undefined,
  };

  beforeAll(async () => {
    const authSecret = appOptions.auth?.secret ?? TEST_AUTH_SECRET;
    // The default seed is copied from the run's seeded template; other seeds are written here.
    const usual = seed && !catalogue && !today && authSecret === TEST_AUTH_SECRET;
    database = await createTestDatabase(poolMax, usual ? 'seeded' : 'migrated');
    if (seed && !usual) {
      await seedDatabase(database.db, {
        catalogue,
        authSecret,
        ...(today ? { today } : {}),
      });
    }
    app = buildApp({
      auth: { secret: TEST_AUTH_SECRET },
      email: { mailer: recordingMailer },
      ...appOptions,
      db: database.db,
      logger: false,
    });
    await configure?.(app);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app is only available inside tests');
      return app;
    },
    outbox,
    get database() {
      if (!database) throw new Error('useTestApp: the database is only available inside tests');
      return database;
    },
  };
}
