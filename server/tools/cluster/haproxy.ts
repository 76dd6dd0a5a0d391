import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * HAProxy from Debian's package in front of the Sakan instances: round robin, a health check of
 * `/health` every 500 ms (two failures take an instance out; a refused connection from live traffic
 * takes it out at once), and the client's address in X-Forwarded-For (the instances trust it through
 * TRUST_PROXY, so per-IP limits count clients, not the balancer).
 *
 * Two backends over the same instances: reads (GET, HEAD) are retried on the other instance when the
 * connection fails or the instance dies before answering (repeating a read is harmless); every other
 * method only when the connection failed, i.e. the request was never sent. A write in flight on an
 * instance that dies gets a 502: only the client can tell whether to repeat it (holds carry an
 * Idempotency-Key for that).
 */
export interface BalancerOptions {
  dir: string;
  port: number;
  servers: { name: string; port: number }[];
}

export interface Balancer {
  child: ChildProcess;
  url: string;
  /** The admin socket (`show stat`, `show servers state`). */
  socket: string;
  /** Each server's state as HAProxy sees it in the reads backend: UP, DOWN, or a transition. */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** The haproxy binary, or a clear message on how to install it. */
export function haproxyBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('HAProxy is not installed. Install it from Debian with: sudo apt-get install -y haproxy');
  }
}

export function balancerConfig(options: BalancerOptions, socket: string): string {
  const servers = (track: boolean) =>
    options.servers
      .map((s) => `  server ${s.name} 127.0.0.1:${s.port} ${track ? `track reads/${s.name}` : 'check'}`)
      .join('\n');
  return `global
  maxconn 2048
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  # Long enough for a live notification stream between heartbeats (25 s).
  timeout server 60s
  timeout http-request 10s
  retries 2
  option redispatch 1
  option forwardfor

frontend sakan
  bind 127.0.0.1:${options.port}
  # Which instance answered (or, for HAProxy's own 502, which one failed): the chaos run attributes
  # every error with it. A local cluster's detail, not something to publish in production.
  http-after-response set-header x-served-by %s
  use_backend reads if METH_GET || METH_HEAD
  default_backend writes

backend reads
  balance roundrobin
  retry-on conn-failure empty-response
  option httpchk GET /health
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
${servers(false)}

backend writes
  balance roundrobin
  retry-on conn-failure
${servers(true)}
`;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const bin = haproxyBinary();
  const socket = join(options.dir, 'haproxy.sock');
  const config = join(options.dir, 'haproxy.cfg');
  writeFileSync(config, balancerConfig(options, socket));
  execFileSync(bin, ['-c', '-q', '-f', config]);
  // -db: in the foreground, as a child the script stops; detached, so a Ctrl-C in the terminal reaches
  // the script alone, which stops HAProxy after nothing more is sent through it.
  const child = spawn(bin, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const client = connect(socket);
      let answer = '';
      client.on('data', (chunk) => (answer += chunk.toString()));
      client.on('end', () => resolve(answer));
      client.on('error', reject);
      client.end(`${command}\n`);
    });
  const states = async () => {
    const lines = (await ask('show stat')).split('\n').filter((line) => line.startsWith('reads,'));
    const entries = lines
      .map((line) => line.split(','))
      .filter((cols) => cols[1] !== 'FRONTEND' && cols[1] !== 'BACKEND')
      .map((cols) => [cols[1] ?? '', cols[17] ?? ''] as const);
    return Object.fromEntries(entries);
  };

  // Ready once the admin socket answers.
  const deadline = Date.now() + 5_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited at start:\n${output}`);
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    url: `http://127.0.0.1:${options.port}`,
    socket,
    states,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
