import { runBurst } from './burst';
import { runDurability } from './durability';

/**
 * `npm run chaos`: five kill -9 cycles on one DATA_DIR (every acknowledged write must survive), then a
 * burst of 100 registrations from 100 addresses beside unit reads and /health. Exits non-zero on any
 * lost write, 5xx other than a 503 with Retry-After, failed read or failed health check.
 * `npm run chaos -- burst` or `-- durability` runs one half.
 */
const only = process.argv[2];
let failed = false;

if (only !== 'burst') {
  console.log(
    'Durability: 5 cycles of acknowledged writes, kill -9 of the server and its PostgreSQL, restart',
  );
  const cycles = await runDurability({
    cycles: 5,
    signUpsPerCycle: 6,
    log: (line) => console.log(`  ${line}`),
  });
  const lost = cycles.flatMap((c) => c.missing);
  const acknowledged = cycles.reduce((sum, c) => sum + c.acknowledged, 0);
  console.log(`  ${acknowledged} acknowledged writes over ${cycles.length} cycles, ${lost.length} lost`);
  for (const line of lost) console.log(`  LOST ${line}`);
  failed ||= lost.length > 0 || cycles.length !== 5;
}

if (only !== 'durability') {
  console.log('Burst: 100 registrations at once from 100 addresses, with 30 unit reads and /health polling');
  const burst = await runBurst({ registrations: 100, reads: 30 });
  console.log(
    `  registrations by status: ${JSON.stringify(burst.registrations)} (503 with Retry-After: ${burst.retryAfter})`,
  );
  console.log(`  reads by status: ${JSON.stringify(burst.reads)}`);
  console.log(`  /health by status: ${JSON.stringify(burst.health)}`);
  console.log(`  ${burst.ms} ms; goal ${burst.ok ? 'met' : 'NOT met'}`);
  failed ||= !burst.ok;
}

process.exit(failed ? 1 : 0);
