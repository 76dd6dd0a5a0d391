import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { makeTemplates, type TestTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on a PostgreSQL where each test file creates (and drops) its own database. */
    testDatabaseAdminUrl: string;
    /** Databases each test file's own is copied from (migrated; migrated and seeded). */
    testTemplates: TestTemplates;
  }
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Uses TEST_DATABASE_URL (or the local PostgreSQL) when it answers; otherwise starts one embedded
 * PostgreSQL for the whole run, so the server tests need no setup on a fresh machine.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
  if (await answers(adminUrl)) {
    project.provide('testDatabaseAdminUrl', adminUrl);
    const templates = await makeTemplates(adminUrl);
    project.provide('testTemplates', templates.names);
    return templates.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sakan-test-pg-'));
  chmodSync(dir, 0o755); // As root, PostgreSQL runs as `postgres` and must enter this folder.
  console.warn(`${adminUrl} did not answer; starting an embedded PostgreSQL in ${dir} for the tests.`);
  const embedded = await startEmbeddedPostgres(dir);
  project.provide('testDatabaseAdminUrl', embedded.url);
  const templates = await makeTemplates(embedded.url);
  project.provide('testTemplates', templates.names);
  return async () => {
    await templates.drop();
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
