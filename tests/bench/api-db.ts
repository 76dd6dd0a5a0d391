import pg from 'pg';
import { connectDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { insertBulkUnits } from '../../server/db/seed/bulk';
import { seedDatabase } from '../../server/db/seed/index';
import { tunedSettings } from '../../server/db/embedded';
import { defaultWorkers, thisMachine } from '../../server/lib/machine';

/** The benchmark's own databases: never a dev or test one, since --fresh drops them. */
export const BENCH_DATABASE = 'sakan_bench';
export const BENCH_UNITS = 100_000;

export interface BenchDatabase {
  name: string;
  /** Bulk units to add on top of the demo catalogue. */
  units: number;
}

export interface PreparedDatabase {
  url: string;
  units: number;
  /** What happened, for the report: reused, or seeded in so many ms. */
  note: string;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Units in the bench database, or -1 when it does not exist or has no catalogue yet. */
async function countUnits(adminUrl: string, name: string): Promise<number> {
  const exists = await withAdmin(adminUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (exists.rowCount === 0) return -1;
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select case when to_regclass('units') is null then -1 else (select count(*)::int from units) end as n`,
    );
    return rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

/**
 * Reuses sakan_bench when it already holds the bulk catalogue (seeding takes ~16 s), else drops it and
 * runs what the server and `npm run seed:bulk` run: migrations, the first-run seed, the bulk units.
 * Migrations run on reuse too, so a database from an older checkout gets the current schema.
 */
export async function prepareBenchDatabase(
  adminUrl: string,
  fresh: boolean,
  bench: BenchDatabase = { name: BENCH_DATABASE, units: BENCH_UNITS },
): Promise<PreparedDatabase> {
  const url = databaseUrl(adminUrl, bench.name);
  const existing = fresh ? -1 : await countUnits(adminUrl, bench.name);
  if (existing < bench.units) {
    await withAdmin(adminUrl, async (client) => {
      const name = client.escapeIdentifier(bench.name);
      // FORCE: a server left over from an interrupted run may still be connected.
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
  }
  await withAdmin(adminUrl, (client) => tuneDatabase(client, bench.name));
  const { db, pool } = connectDatabase(url);
  try {
    await migrateDatabase(pool);
    if (existing >= bench.units) {
      // Indexes a migration just added have no statistics until analyzed, and a migration that
      // rewrote the table left its visibility map empty, so index-only scans would visit the table.
      await pool.query('vacuum (analyze) units');
      return { url, units: existing, note: 'reused (pass --fresh to reseed)' };
    }
    const started = performance.now();
    await seedDatabase(db);
    await insertBulkUnits(pool, bench.units);
    // Now rather than by autovacuum during the measurement: it would take a core from the server.
    await pool.query('vacuum (analyze)');
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from units');
    const ms = Math.round(performance.now() - started);
    return { url, units: rows[0]?.n ?? 0, note: `seeded in ${ms} ms` };
  } finally {
    await pool.end();
  }
}

/**
 * The planner settings the embedded PostgreSQL starts with (server/db/embedded.ts tunedSettings), set
 * on the bench database, so the benchmark measures the database as the README says to run it: with
 * PostgreSQL 15's default JIT a search at 1M units compiled for ~200 ms before it ran for 8. Settings
 * of the whole server (shared_buffers) are the operator's; the report prints them.
 */
async function tuneDatabase(client: pg.Client, name: string): Promise<void> {
  const settings = tunedSettings(thisMachine(), defaultWorkers());
  const database = client.escapeIdentifier(name);
  for (const key of ['jit', 'random_page_cost', 'work_mem', 'effective_cache_size'] as const) {
    await client.query(
      `alter database ${database} set ${key} = ${client.escapeLiteral(String(settings[key]))}`,
    );
  }
}

/** The server-wide settings that decide whether the catalogue stays in memory, for the report. */
export async function serverSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings
       where name in ('shared_buffers', 'effective_cache_size', 'jit', 'random_page_cost', 'work_mem') order by name`,
    );
    return rows.map((row) => `${row.name}=${row.setting}`).join(', ');
  } finally {
    await client.end();
  }
}

/**
 * A fixed sample of real slugs spread over the whole table, standing in for the popular pages: the
 * same set every run (hash order, not random()), so runs compare.
 */
export async function sampleSlugs(url: string, count: number): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ slug: string }>(
      'select slug from units order by md5(slug) limit $1',
      [count],
    );
    return rows.map((row) => row.slug);
  } finally {
    await pool.end();
  }
}
