import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a hot query as a named prepared statement when `db` is the app's pool: PostgreSQL parses and
 * plans it once per connection instead of on every request, which matters on paths that run hundreds
 * of times a second (a checkout hold). Inside a transaction (no pool behind `db`) it runs as usual.
 * `name` must stand for one SQL text: the query's values go in as parameters, never into the text.
 * Select only text, numbers, booleans and json, so both ways read the same values (drizzle and pg
 * parse dates differently).
 */
export async function runPrepared<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query({ name, text, values: params })).rows as T[];
  }
  return (await db.execute(query)).rows as T[];
}

/**
 * A statement written as SQL text with $n parameters: by name when it has one and `db` is the pool
 * (see runPrepared), else unnamed.
 */
export async function runStatement<T>(
  db: Database,
  statement: { name?: string; text: string; values: unknown[] },
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client as pg.Pool | pg.PoolClient;
  if (statement.name && client instanceof pg.Pool) return (await client.query(statement)).rows as T[];
  return (await client.query(statement.text, statement.values)).rows as T[];
}
