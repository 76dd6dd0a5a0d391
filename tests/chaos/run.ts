import { parseArgs } from 'node:util';
import { runBurst } from './burst';
import { runClusterChaos } from './cluster';
import { runDurability } from './durability';

/**
 * `npm run chaos`: five kill -9 cycles on one DATA_DIR (every acknowledged write must survive), then a
 * burst of 100 registrations from 100 addresses beside unit reads and /health. Exits non-zero on any
 * lost write, 5xx other than a 503 with Retry-After, failed read or failed health check.
 * `npm run chaos -- burst` or `-- durability` runs one half.
 *
 * `npm run chaos -- cluster` is separate (tests/chaos/cluster.ts): the cluster of `npm run cluster`, on
 * the same ports (`--pg-ports 5442,5443 --ports 3421,3422 --lb-port 3430`, `--phase 5` seconds), under
 * load while one instance is killed and the replica stopped.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'pg-ports': { type: 'string', default: '5442,5443' },
    ports: { type: 'string', default: '3421,3422' },
    'lb-port': { type: 'string', default: '3430' },
    phase: { type: 'string', default: '5' },
  },
});
const only = positionals[0];
let failed = false;

if (only === 'cluster') {
  const pair = (text: string): [number, number] => {
    const [first, second] = text.split(',').map(Number);
    return [first ?? 0, second ?? 0];
  };
  console.log('Cluster: a primary and a replica, 2 instances behind HAProxy, under a mixed load');
  const ok = await runClusterChaos({
    pgPorts: pair(values['pg-ports']),
    appPorts: pair(values.ports),
    lbPort: Number(values['lb-port']),
    phaseMs: Number(values.phase) * 1000,
    log: (line) => console.log(`  ${line}`),
  }).catch((error: unknown) => {
    console.error(
      `  the run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return false;
  });
  process.exit(ok ? 0 : 1);
}

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
