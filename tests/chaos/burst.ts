import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../server/db/embedded';
import { call, startServer, visitor, waitForHealth, type CallResult } from './server-process';

/**
 * A registration burst against the real server on its embedded PostgreSQL (SCRAM-authenticated, as in
 * production): `registrations` sign-ups at once, each from its own address, while unit reads and
 * /health run beside them. Goal (issue 19): no 5xx but a 503 with Retry-After, every read and every
 * health check 200.
 */

export interface BurstResult {
  registrations: Record<string, number>;
  /** 503s that carried a Retry-After header. */
  retryAfter: number;
  reads: Record<string, number>;
  health: Record<string, number>;
  ms: number;
  ok: boolean;
}

const tally = (results: (CallResult | null)[]) =>
  results.reduce<Record<string, number>>((counts, res) => {
    const key = res ? String(res.status) : 'error';
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

export async function runBurst(options: { registrations: number; reads: number }): Promise<BurstResult> {
  const root = mkdtempSync(join(tmpdir(), 'sakan-burst-'));
  chmodSync(root, 0o755);
  const port = await findFreePort();
  const server = startServer(join(root, 'data'), port);
  try {
    await waitForHealth(server);
    const started = Date.now();
    let burstDone = false;
    const healthChecks: (CallResult | null)[] = [];
    const health = (async () => {
      while (!burstDone) {
        healthChecks.push(await call(port, 'GET', '/health', { timeoutMs: 10_000 }).catch(() => null));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const registrations = Promise.all(
      Array.from({ length: options.registrations }, (_, i) =>
        call(port, 'POST', '/api/v1/register', {
          body: {
            name: `Burst Guest ${i}`,
            email: `burst-${i}-${started}@example.com`,
            password: 'olive-grove-at-dusk',
          },
          from: visitor(i),
        }).catch(() => null),
      ),
    );
    // Reads that miss the public cache (a different page each), spread over the burst.
    const reads = Promise.all(
      Array.from({ length: options.reads }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 50));
        const path =
          i % 2 ? `/api/v1/units/filter?per_page=5&page=${i + 1}` : `/api/v1/units/${(i % 20) + 1}`;
        return call(port, 'GET', path, { from: visitor(500 + i) }).catch(() => null);
      }),
    );
    const [registered, read] = await Promise.all([registrations, reads]);
    burstDone = true;
    await health;
    const retryAfter = registered.filter(
      (r) => r?.status === 503 && Number(r.headers['retry-after']) > 0,
    ).length;
    const result = {
      registrations: tally(registered),
      retryAfter,
      reads: tally(read),
      health: tally(healthChecks),
      ms: Date.now() - started,
    };
    const allowed = new Set(['201', '422', '503']);
    const ok =
      Object.keys(result.registrations).every((status) => allowed.has(status)) &&
      retryAfter === (result.registrations['503'] ?? 0) &&
      Object.keys(result.reads).every((status) => status === '200' || status === '404') &&
      Object.keys(result.health).every((status) => status === '200');
    return { ...result, ok };
  } finally {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  }
}
