/**
 * npm run seed:bulk -- --units 100000
 * Migrates and seeds DATABASE_URL (the demo catalogue included) if needed, then adds that many units
 * for benchmarks. Refuses to run without DATABASE_URL, so it never fills an embedded dev database by
 * accident.
 */
import { parseArgs } from 'node:util';
import { connectDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { insertBulkUnits } from '../db/seed/bulk';
import { seedDatabase } from '../db/seed/index';

const { values } = parseArgs({ options: { units: { type: 'string', default: '100000' } } });
const count = Number(values.units);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the database to fill.');
  process.exit(1);
}
if (!Number.isInteger(count) || count < 1) {
  console.error('--units must be a positive whole number.');
  process.exit(1);
}

const { db, pool } = connectDatabase(url);
try {
  await migrateDatabase(pool);
  await seedDatabase(db);
  const started = performance.now();
  await insertBulkUnits(pool, count);
  console.log(`Added ${count} units in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await pool.end();
}
