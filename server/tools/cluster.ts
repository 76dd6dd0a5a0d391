import { parseArgs } from 'node:util';
import { startCluster, stopOnExit } from './cluster/cluster';

/**
 * `npm run cluster`: Sakan as it would run on several machines, on this one. A PostgreSQL primary and a
 * streaming replica (Debian's postgresql binaries, pg_basebackup), the machine's Redis, two instances of
 * the built app and HAProxy in front (apt-get install -y haproxy). Runs until Ctrl-C, then stops
 * everything and deletes its folder. Ports: `-- --pg-ports 5442,5443 --ports 3421,3422 --lb-port 3430`;
 * `--build` rebuilds the app first.
 */
const { values } = parseArgs({
  options: {
    'pg-ports': { type: 'string', default: '5442,5443' },
    ports: { type: 'string', default: '3421,3422' },
    'lb-port': { type: 'string', default: '3430' },
    build: { type: 'boolean', default: false },
  },
});
const ports = (text: string) => text.split(',').map((port) => Number(port.trim()));
const [primaryPort, replicaPort] = ports(values['pg-ports']);
const log = (line: string) => console.log(line);

// A Ctrl-C while starting waits for the start to finish (or fail and undo itself), then stops.
let interrupted = false;
const early = () => (interrupted = true);
process.on('SIGINT', early).on('SIGTERM', early);
try {
  const cluster = await startCluster({
    pgPorts: [primaryPort ?? 5442, replicaPort ?? 5443],
    appPorts: ports(values.ports),
    lbPort: Number(values['lb-port']),
    build: values.build,
    log,
  });
  process.off('SIGINT', early).off('SIGTERM', early);
  stopOnExit(cluster, () => console.log('Stopped; nothing left running, folders deleted.'));
  if (interrupted) process.kill(process.pid, 'SIGINT');
  else
    console.log(`
Sakan cluster is up:
  Load balancer (HAProxy)  ${cluster.balancer.url}
${cluster.instances.map((i) => `  Instance ${i.name.padEnd(15)} ${i.url}   log: ${i.log}`).join('\n')}
  PostgreSQL primary       ${cluster.databaseUrl}
  PostgreSQL replica       ${cluster.replicaUrl}
  Redis                    ${cluster.redis ? `${cluster.redis.url} (keys under ${cluster.redis.prefix})` : 'not used'}
  Metrics                  curl -H 'authorization: Bearer ${cluster.metricsToken}' ${cluster.instances[0]?.url}/metrics
  HAProxy admin socket     ${cluster.balancer.socket}  (show stat)
Replica events, warnings and errors of the instances are printed below. Ctrl-C stops everything.
`);
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
