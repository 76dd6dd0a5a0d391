import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import type { TestTemplates } from './templates';

export interface TestDatabase {
  name: string;
  url: string;
  db: Database;
  pool: pg.Pool;
  /** Ends the pool and drops the database. */
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database `sakan_t_<random>` and returns its URL: empty (the caller migrates), or a copy of
 * one of the run's templates (server/test/templates.ts).
 */
export async function createEmptyDatabase(
  template?: keyof TestTemplates,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `sakan_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) =>
    client.query(
      template
        ? `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(inject('testTemplates')[template])}`
        : `create database ${client.escapeIdentifier(name)}`,
    ),
  );
  const url = new URL(inject('testDatabaseAdminUrl'));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      // FORCE: a server under test may still hold connections when the file finishes.
      await withAdmin((client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

/**
 * A fresh, migrated database for one test file: unseeded so each file decides what data it needs, or
 * (`from: 'seeded'`) already holding the default demo seed. `poolMax`: connections the app may open
 * (the server's default unless a test needs more at once).
 */
export async function createTestDatabase(
  poolMax?: number,
  from: keyof TestTemplates = 'migrated',
): Promise<TestDatabase> {
  const empty = await createEmptyDatabase(from);
  const { db, pool } = connectDatabase(empty.url, undefined, poolMax);
  return {
    name: empty.name,
    url: empty.url,
    db,
    pool,
    drop: async () => {
      await pool.end();
      await empty.drop();
    },
  };
}
