import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { TEST_AUTH_SECRET } from './auth-secret';

/** Names of the template databases (what the setup hands to test files). */
export interface TestTemplates {
  /** Every migration applied, nothing else. */
  migrated: string;
  /** Migrated, then the demo seed as most files want it (no catalogue, today, the test key). */
  seeded: string;
}

/**
 * Migrating and seeding took about five seconds a file; copying a database PostgreSQL already holds
 * (CREATE DATABASE … TEMPLATE) takes a fifth of a second. The run migrates and seeds once, here, and each
 * file copies the template it needs. Nobody stays connected to a template: a copy needs it idle.
 */
export async function makeTemplates(
  adminUrl: string,
): Promise<{ names: TestTemplates; drop: () => Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const migrated = `sakan_tpl_${run}_migrated`;
  const seeded = `sakan_tpl_${run}_seeded`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const withDatabase = async (
    name: string,
    write: (handle: ReturnType<typeof connectDatabase>) => Promise<void>,
  ) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = connectDatabase(url.toString(), undefined, 2);
    try {
      await write(handle);
    } finally {
      await handle.pool.end();
    }
  };
  const drop = async () => {
    for (const name of [seeded, migrated]) await admin(`drop database if exists "${name}" with (force)`);
  };
  try {
    await admin(`create database "${migrated}"`);
    await withDatabase(migrated, ({ pool }) => migrateDatabase(pool));
    await admin(`create database "${seeded}" template "${migrated}"`);
    await withDatabase(seeded, ({ db }) =>
      seedDatabase(db, { catalogue: false, authSecret: TEST_AUTH_SECRET }).then(() => undefined),
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return { names: { migrated, seeded }, drop };
}
